import { describe, expect, it } from "vitest";
import { addressAllowed, guardedLookup } from "./guarded-lookup";

describe("delivery-time address rules", () => {
  it.each(["127.0.0.1", "127.8.9.10", "::1", "93.184.216.34", "2606:2800:220:1::1"])("allows %s", (a) =>
    expect(addressAllowed(a)).toBe(true),
  );
  it.each([
    "10.0.0.1",
    "172.16.5.4",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "fd00::1",
    "fe80::1",
    "::ffff:10.0.0.1",
    "224.0.0.1",
  ])("refuses %s", (a) => expect(addressAllowed(a)).toBe(false));

  it("lets localhost through the connection's lookup, in both forms of the callback", async () => {
    const one = await new Promise<string>((resolve, reject) =>
      guardedLookup("localhost", {}, (err, address) => (err ? reject(err) : resolve(address as string))),
    );
    expect(addressAllowed(one)).toBe(true);
  });
});
