import { isIP } from "node:net";

const LOOPBACK_NAMES = new Set(["localhost", "localhost.localdomain", "ip6-localhost"]);
const BLOCKED_NAMES = [/^metadata(\.|$)/, /\.internal$/, /^instance-data(\.|$)/];

function v4Parts(ip: string) {
  return ip.split(".").map(Number) as [number, number, number, number];
}

export function isLoopbackHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, "").toLowerCase();
  if (LOOPBACK_NAMES.has(h) || h.endsWith(".localhost")) return true;
  if (isIP(h) === 4) return v4Parts(h)[0] === 127;
  if (isIP(h) === 6) return h === "::1" || h === "0:0:0:0:0:0:0:1";
  return false;
}

// ::ffff:a.b.c.d, which URL parsing normalises to ::ffff:xxxx:yyyy.
function ipv4Mapped(h: string): string | undefined {
  const dotted = h.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/)?.[1];
  if (dotted) return dotted;
  const hex = h.match(/^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/);
  if (!hex) return undefined;
  const hi = parseInt(hex[1]!, 16);
  const lo = parseInt(hex[2]!, 16);
  return [hi >> 8, hi & 255, lo >> 8, lo & 255].join(".");
}

// Private, link-local (cloud metadata lives at 169.254.169.254), unspecified, CGNAT and multicast ranges.
export function isForbiddenAddress(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, "").toLowerCase();
  if (isIP(h) === 4) {
    const [a, b] = v4Parts(h);
    return (
      a === 0 ||
      a === 10 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254) ||
      (a === 100 && b >= 64 && b <= 127) ||
      a >= 224
    );
  }
  if (isIP(h) === 6) {
    if (h === "::" || /^f[cd]/.test(h) || /^fe[89ab]/.test(h) || h.startsWith("ff")) return true;
    const mapped = ipv4Mapped(h);
    return mapped ? isForbiddenAddress(mapped) || v4Parts(mapped)[0] === 127 : false;
  }
  return BLOCKED_NAMES.some((re) => re.test(h));
}

// HTTPS only, except plain http to a loopback host (so partners can test against a local receiver).
export function webhookUrlProblem(raw: string): string | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "url must be an absolute URL";
  }
  if (url.username || url.password) return "url may not carry credentials; use custom headers instead";
  if (url.hash) return "url may not carry a fragment";
  const loopback = isLoopbackHost(url.hostname);
  if (url.protocol === "http:" && !loopback)
    return "url must use https (plain http is accepted only for loopback hosts)";
  if (url.protocol !== "https:" && url.protocol !== "http:") return "url must use https";
  if (!loopback && isForbiddenAddress(url.hostname))
    return "url may not point at a private, link-local or metadata address";
  return undefined;
}
