import { trustedHops } from "@/lib/http/client-address";

// What reverse proxies say about the request in X-Forwarded-Host / X-Forwarded-Proto counts only when the
// deployment declares them (TRUST_PROXY_HOPS > 0, as for the client's address): without it the headers are the
// client's own say and are ignored. A list (proxies that append) is read as X-Forwarded-For is: the value the
// outermost trusted proxy set, the n-th from the right (the leftmost of a shorter list).
export function trustedForwarded(
  headers: Headers,
  name: "x-forwarded-host" | "x-forwarded-proto",
  hops = trustedHops(),
): string | undefined {
  if (hops === 0) return undefined;
  const list = (headers.get(name) ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return list[Math.max(0, list.length - hops)];
}
