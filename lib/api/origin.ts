import { trustedForwarded } from "@/lib/http/forwarded";

// Mutations must come from the console's own pages: a cross-site Origin or Sec-Fetch-Site is refused. The
// console's own origin is APP_URL's, or the Host the request came to; X-Forwarded-Host / -Proto stand in for it
// only behind trusted proxies (TRUST_PROXY_HOPS), since `next start` itself serves plain HTTP.
export function isCrossSite(req: Request): boolean {
  const site = req.headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") return true;
  const origin = req.headers.get("origin");
  if (!origin) return false;
  const allowed = new Set<string>();
  if (process.env.APP_URL) allowed.add(new URL(process.env.APP_URL).origin);
  const host = trustedForwarded(req.headers, "x-forwarded-host") ?? req.headers.get("host");
  const proto = trustedForwarded(req.headers, "x-forwarded-proto") ?? "http";
  if (host) allowed.add(`${proto}://${host}`);
  return !allowed.has(origin);
}
