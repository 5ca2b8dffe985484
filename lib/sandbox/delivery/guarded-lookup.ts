import "server-only";
import dns from "node:dns";
import type { LookupFunction } from "node:net";
import { isForbiddenAddress, isLoopbackHost } from "../resources/webhook-url";

// Loopback is allowed (partners test against local receivers); private, link-local, CGNAT, multicast and
// metadata addresses are not, whatever name leads to them.
export const addressAllowed = (address: string) => isLoopbackHost(address) || !isForbiddenAddress(address);

export class AddressNotAllowed extends Error {
  readonly code = "EADDRNOTALLOWED";
}

// A DNS lookup for the HTTP client that refuses a name when any address it resolves to is forbidden. Checking in
// the connection's own lookup (not before it) leaves no window for a name to resolve differently in between.
export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, "", 0);
    const list = addresses as dns.LookupAddress[];
    const bad = list.find((a) => !addressAllowed(a.address));
    if (bad || list.length === 0)
      return callback(new AddressNotAllowed(`${hostname} resolves to a forbidden address`), "", 0);
    if (options.all) return (callback as (e: null, a: dns.LookupAddress[]) => void)(null, list);
    const first = list[0]!;
    callback(null, first.address, first.family);
  });
};
