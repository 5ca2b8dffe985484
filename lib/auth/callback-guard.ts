import "server-only";
import { errorJson } from "@/lib/api/errors";
import { isSafeCallbackUrl } from "./callback-url";

const COOKIES = ["next-auth.callback-url", "__Secure-next-auth.callback-url"];

// next-auth takes a callbackUrl that is neither absolute nor a path for a configuration error: a bare 500 on
// its JSON endpoints. A callback this app would not follow (see callback-url.ts), in the query or in the
// callback cookie, is refused first with 400 in the console API's envelope; a bad cookie is cleared too.
export function refuseBadCallback(req: Request): Response | undefined {
  const appUrl = process.env.NEXTAUTH_URL || req.url;
  const query = new URL(req.url).searchParams.get("callbackUrl");
  const bad = (v: string | null | undefined) => !!v && !isSafeCallbackUrl(v, appUrl);
  const cookies = Object.fromEntries(
    (req.headers.get("cookie") ?? "").split(";").map((c) => {
      const i = c.indexOf("=");
      return [c.slice(0, i).trim(), c.slice(i + 1).trim()];
    }),
  );
  const badCookies = COOKIES.filter((name) => bad(decode(cookies[name])));
  if (!bad(query) && badCookies.length === 0) return undefined;
  const res = errorJson(400, "validation_failed", "callbackUrl: must be a page of this app.");
  for (const name of badCookies)
    res.headers.append(
      "Set-Cookie",
      `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${name.startsWith("__Secure-") ? "; Secure" : ""}`,
    );
  return res;
}

function decode(v: string | undefined): string | undefined {
  try {
    return v === undefined ? undefined : decodeURIComponent(v);
  } catch {
    return "\\";
  }
}
