// The cookies of a request's Cookie header, read as Next's request cookies read them (@edge-runtime/cookies:
// pairs split on "; ", values percent-decoded, a value that does not decode skipped, the last of a repeated name
// kept), for route handlers that need one cookie without next/headers' cookies(), which in a route handler also
// builds the response's mutable cookie jar on first use (a measurable share of a console API request, issue 15).
export function cookieReader(header: string | null): (name: string) => string | undefined {
  const cookies = new Map<string, string>();
  for (const pair of (header ?? "").split(/; */)) {
    if (!pair) continue;
    const at = pair.indexOf("=");
    if (at === -1) {
      cookies.set(pair, "true");
      continue;
    }
    try {
      cookies.set(pair.slice(0, at), decodeURIComponent(pair.slice(at + 1)));
    } catch {
      // skipped, as Next skips it
    }
  }
  return (name) => cookies.get(name);
}
