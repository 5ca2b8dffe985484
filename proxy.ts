import { NextResponse, type NextRequest } from "next/server";
import { databaseUnavailablePage } from "@/lib/db/unavailable-page";
import { trustedForwarded } from "@/lib/http/forwarded";

const SESSION_COOKIES = ["next-auth.session-token", "__Secure-next-auth.session-token"];
// /sign-in/refused: where a refused single sign-on lands, with no session (lib/auth/sso/refusals.ts).
const PUBLIC_PAGES = ["/sign-in", "/sign-in/refused", "/set-password"];
const NOT_FOUND = "/_not-found";

// Pages get a per-request CSP nonce (Next applies it to its own scripts) and the security headers; a visit
// without a session cookie goes to sign-in at once. The session itself is verified on the server, page by page.
export async function proxy(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  // Next cannot route a path with a malformed %-escape (it would answer a bare 500): refuse it in the
  // sandbox API's own error envelope, and show a page's not-found page.
  const decodes = pathDecodes(pathname);
  if (pathname.startsWith("/sandbox/api")) {
    if (decodes) return NextResponse.next();
    return NextResponse.json(
      { error: { code: "invalid_request", message: "the path has a malformed percent-escape" } },
      { status: 400, headers: { "Cache-Control": "no-store" } },
    );
  }
  if (pathname.startsWith("/api/")) {
    // Only console API paths holding a %-escape come here (see the matcher): refuse the malformed ones in the
    // console API's envelope. Their bodies are never read.
    if (decodes) return NextResponse.next();
    return NextResponse.json(
      { error: { code: "validation_failed", message: "The path has a malformed percent-escape." } },
      { status: 400, headers: { "Cache-Control": "no-store" } },
    );
  }
  if (!decodes) return NextResponse.rewrite(new URL(NOT_FOUND, req.url));
  const unavailable = await databaseUnavailablePage();
  if (unavailable) return unavailable;
  const hasCookie = SESSION_COOKIES.some((c) => req.cookies.has(c));
  if (!hasCookie && !PUBLIC_PAGES.includes(pathname) && pathname !== NOT_FOUND) {
    const url = req.nextUrl.clone();
    url.pathname = "/sign-in";
    url.search = pathname === "/" ? "" : `?callbackUrl=${encodeURIComponent(pathname + search)}`;
    return NextResponse.redirect(url);
  }

  const nonce = Buffer.from(crypto.randomUUID()).toString("base64");
  const dev = process.env.NODE_ENV !== "production";
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
  const headers = new Headers(req.headers);
  headers.set("x-nonce", nonce);
  headers.set("Content-Security-Policy", csp);
  const res = NextResponse.next({ request: { headers } });
  res.headers.set("Content-Security-Policy", csp);
  // `next start` serves plain HTTP (Next fills the page's protocol in from a client's X-Forwarded-Proto): HTTPS is
  // what a trusted proxy says it was (TRUST_PROXY_HOPS), never the client.
  const https = trustedForwarded(req.headers, "x-forwarded-proto") === "https";
  if (https) res.headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  return res;
}

function pathDecodes(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

export const config = {
  // Pages, plus the API paths with a percent-escape for the checks above: an API request with a body must not
  // pass through here, as Next then waits for the whole body (to replay it) before the route can refuse it.
  matcher: [
    "/api/:path(.*%.*)",
    "/sandbox/api/:path(.*%.*)",
    "/((?!api/|sandbox|metrics|_next/|favicon.ico|icon.svg|robots.txt).*)",
  ],
};
