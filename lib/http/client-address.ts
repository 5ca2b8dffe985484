import { isIP } from "node:net";
import { FORWARDED_HEADER, PEER_HEADER } from "./peer-address";

type Headers = Record<string, unknown> | undefined;

// How many reverse proxies in front of the app append to X-Forwarded-For (TRUST_PROXY_HOPS, default 0).
export function trustedHops(env: string | undefined = process.env.TRUST_PROXY_HOPS): number {
  const n = Number(env || 0);
  return Number.isInteger(n) && n >= 0 && n <= 20 ? n : 0;
}

// The client's address: the socket's peer when no proxy is trusted, else the n-th address from the right of
// X-Forwarded-For (what the outermost trusted proxy saw). What lies left of that is the client's own say and is
// never read; a chain shorter than the hops gives its leftmost address (as Express's `trust proxy` does).
// Undefined without a stamped socket address.
export function clientAddress(headers: Headers, hops = trustedHops()): string | undefined {
  const peer = normalize(header(headers, PEER_HEADER));
  if (!peer) return undefined;
  const forwarded = (header(headers, FORWARDED_HEADER) ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const chain = [...forwarded, peer];
  return normalize(chain[Math.max(0, chain.length - 1 - hops)]);
}

function header(headers: Headers, name: string): string | undefined {
  const v = headers?.[name];
  return typeof v === "string" ? v : undefined;
}

function normalize(address: string | undefined): string | undefined {
  const a = address?.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  return a && isIP(a) ? a : undefined;
}
