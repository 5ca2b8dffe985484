// Where to go after signing in. A callback is followed only when it resolves to the app's own origin and its raw
// form holds no backslash, control character or percent-encoded one: browsers read `/\host` and `/<TAB>/host`
// as `//host`, so a check on the leading characters alone is an open redirect. Anything else goes to "/".
const UNSAFE = /[\\\u0000-\u001f\u007f]|%(?:5c|[01][0-9a-f]|7f)/i;

export function safeCallbackUrl(raw: unknown, appUrl: string): string {
  return followable(raw, appUrl) ?? "/";
}

export const isSafeCallbackUrl = (raw: unknown, appUrl: string) => followable(raw, appUrl) !== undefined;

// The path (with query and hash) to follow, or undefined when the callback must not be followed.
function followable(raw: unknown, appUrl: string): string | undefined {
  if (typeof raw !== "string" || raw === "" || UNSAFE.test(raw)) return undefined;
  try {
    const app = new URL(appUrl);
    const url = new URL(raw, app);
    return url.origin === app.origin ? `${url.pathname}${url.search}${url.hash}` : undefined;
  } catch {
    return undefined;
  }
}
