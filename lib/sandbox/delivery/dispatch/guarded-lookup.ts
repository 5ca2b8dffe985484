import "server-only";
import dns from "node:dns";
import type { LookupFunction } from "node:net";
import { classifyAddress } from "../../core/targets/address-class";
import { classAllowed, type TargetPolicy } from "../../core/targets/policy";

export const addressAllowed = (address: string, policy: TargetPolicy) =>
  classAllowed(classifyAddress(address) ?? "blocked", policy);

export class AddressNotAllowed extends Error {
  readonly code = "EADDRNOTALLOWED";
}

// The HTTP client's DNS lookup: resolves the name, refuses it when any address it resolves to is not allowed,
// and hands the client exactly the addresses it checked, so the connection goes to one of them. Checking inside
// the connection's own lookup leaves no window for the name to resolve differently in between (DNS rebinding).
export const guardedLookup =
  (policy: TargetPolicy): LookupFunction =>
  (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, "", 0);
      const list = addresses as dns.LookupAddress[];
      if (list.length === 0 || list.some((a) => !addressAllowed(a.address, policy)))
        return callback(
          new AddressNotAllowed(`${hostname} resolves to an address that is not allowed`),
          "",
          0,
        );
      if (options.all) return (callback as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      const first = list[0]!;
      callback(null, first.address, first.family);
    });
  };
