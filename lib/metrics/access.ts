import { createHash, timingSafeEqual } from "node:crypto";
import { isIP } from "node:net";
import { PEER_HEADER } from "@/lib/http/peer-address";

export type MetricsAccess = { ok: true } | { ok: false; status: 401 | 403; code: string; message: string };

// Who may read /metrics: a caller on this machine (the socket's peer is a loopback address; X-Forwarded-For is
// never read, so a proxy in front does not make everyone local), or anyone with `Authorization: Bearer
// $METRICS_TOKEN`. The peer is the address the node:http server stamped (lib/http/peer-address.ts).
export function metricsAccess(
  headers: Headers,
  token: string | undefined = process.env.METRICS_TOKEN,
): MetricsAccess {
  const auth = headers.get("authorization");
  if (auth !== null) {
    const given = /^Bearer\s+(\S+)\s*$/i.exec(auth)?.[1];
    if (token && given && sameSecret(given, token)) return { ok: true };
    return { ok: false, status: 401, code: "unauthenticated", message: "The metrics token is not valid." };
  }
  if (isLoopback(headers.get(PEER_HEADER))) return { ok: true };
  return {
    ok: false,
    status: 403,
    code: "forbidden",
    message: "Metrics are served to loopback callers, or with the metrics token.",
  };
}

export function isLoopback(address: string | null | undefined): boolean {
  const a = address?.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "") ?? "";
  if (isIP(a) === 4) return a.startsWith("127.");
  if (isIP(a) === 6) return a === "::1" || a === "0:0:0:0:0:0:0:1";
  return false;
}

// Constant time in the secret's content and length: both sides are hashed to 32 bytes first.
function sameSecret(given: string, expected: string): boolean {
  const digest = (s: string) => createHash("sha256").update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
