import ipaddr from "ipaddr.js";

// Whether the sandbox may reach a target: public internet, this machine, or never (private, link-local, metadata,
// CGNAT, reserved, and IPv6 forms embedding those). Only ipaddr.js's plain "unicast" counts as public.
export type AddressClass = "public" | "loopback" | "blocked";

const LOOPBACK_NAMES = new Set(["localhost", "localhost.localdomain", "ip6-localhost", "ip6-loopback"]);
const BLOCKED_NAMES = [/^metadata(\.|$)/, /\.internal$/, /^instance-data(\.|$)/];
// RFC 8215's local-use NAT64 prefix: where it embeds the IPv4 address is the operator's choice.
const LOCAL_NAT64 = ipaddr.parseCIDR("64:ff9b:1::/48");

function classifyV4(a: ipaddr.IPv4): AddressClass {
  const range = a.range();
  if (range === "unicast") return "public";
  return range === "loopback" ? "loopback" : "blocked";
}

// An IPv4 address carried inside an IPv6 one reaches that IPv4 host: it is public only when that host is.
const embedded = (a: ipaddr.IPv4): AddressClass => (classifyV4(a) === "public" ? "public" : "blocked");
const v4From = (hi: number, lo: number) => new ipaddr.IPv4([hi >> 8, hi & 255, lo >> 8, lo & 255]);

function classifyV6(a: ipaddr.IPv6): AddressClass {
  const p = a.parts;
  if (a.match(LOCAL_NAT64)) return "blocked";
  switch (a.range()) {
    case "unicast":
      // IPv4-compatible (::a.b.c.d, deprecated) is "unicast" to ipaddr.js.
      return p.slice(0, 6).every((x) => x === 0) ? embedded(v4From(p[6]!, p[7]!)) : "public";
    case "loopback":
      return "loopback";
    case "ipv4Mapped": // ::ffff:a.b.c.d
    case "rfc6145": // ::ffff:0:a.b.c.d
    case "rfc6052": // NAT64, 64:ff9b::a.b.c.d
      return embedded(v4From(p[6]!, p[7]!));
    case "6to4": // 2002:AABB:CCDD::/48
      return embedded(v4From(p[1]!, p[2]!));
    default: // teredo (its client address is obfuscated), unique-local, link-local, multicast, reserved...
      return "blocked";
  }
}

// The class of an IP address literal (brackets allowed); undefined when it is not one.
export function classifyAddress(raw: string): AddressClass | undefined {
  const host = raw.replace(/^\[|\]$/g, "");
  if (!ipaddr.isValid(host)) return undefined;
  // Only the canonical forms: ipaddr.js also reads "127.1" or "0x7f.1", which URLs normalise anyway.
  if (!ipaddr.IPv4.isValidFourPartDecimal(host) && !ipaddr.IPv6.isValid(host)) return undefined;
  const a = ipaddr.parse(host);
  return a.kind() === "ipv4" ? classifyV4(a as ipaddr.IPv4) : classifyV6(a as ipaddr.IPv6);
}

// A URL host's class: literals by address, localhost as loopback, metadata names blocked; other names are judged
// by what they resolve to at send time.
export function classifyHost(hostname: string): AddressClass | "name" {
  const literal = classifyAddress(hostname);
  if (literal) return literal;
  const h = hostname.toLowerCase().replace(/\.$/, "");
  if (LOOPBACK_NAMES.has(h) || h.endsWith(".localhost")) return "loopback";
  if (BLOCKED_NAMES.some((re) => re.test(h))) return "blocked";
  return "name";
}
