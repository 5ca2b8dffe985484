// Where to go after signing in. A callback is followed only when it resolves to the app's own origin and its raw
// form holds no backslash, control character or percent-encoded one: browsers read `/\host` and `/<TAB>/host`
// as `//host`, so a check on the leading characters alone is an open redirect. Anything else goes to "/".
const UNSAFE = /[\\\u0000-\u001f\u007f]|%(?:5c|[01][0-9a-f]|7f)/i;

export function safeCallbackUrl(raw: unknown, appUrl: string): string {
  if (typeof raw !== "string" || raw === "" || UNSAFE.test(raw)) return "/";
  let app: URL;
  let url: URL;
  try {
    app = new URL(appUrl);
    url = new URL(raw, app);
  } catch {
    return "/";
  }
  if (url.origin !== app.origin) return "/";
  return `${url.pathname}${url.search}${url.hash}`;
}
