import "server-only";
import dns from "node:dns";
import type { LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";

// Notification webhooks go where users say: public unicast addresses only, plus loopback when the console itself
// runs on loopback (a developer's machine, the tests). The connection uses exactly the addresses checked here,
// so a name cannot resolve elsewhere between the check and the connection.
export function loopbackAllowed(): boolean {
  const host = new URL(process.env.APP_URL ?? "http://localhost").hostname;
  return /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/.test(host);
}

export function allowedAddress(address: string, loopback = loopbackAllowed()): boolean {
  if (!ipaddr.isValid(address)) return false;
  let a = ipaddr.parse(address);
  if (a.kind() === "ipv6" && (a as ipaddr.IPv6).isIPv4MappedAddress()) a = (a as ipaddr.IPv6).toIPv4Address();
  const range = a.range();
  return range === "unicast" || (loopback && range === "loopback");
}

export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, "", 0);
    const list = addresses as dns.LookupAddress[];
    if (list.length === 0 || list.some((a) => !allowedAddress(a.address)))
      return callback(new Error("notification webhook target not allowed"), "", 0);
    if ((options as { all?: boolean }).all)
      return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
    callback(null, list[0]!.address, list[0]!.family);
  });
};
