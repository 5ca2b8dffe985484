import { describe, expect, it } from "vitest";
import { addressAllowed, guardedLookup } from "./guarded-lookup";

const lookup = (host: string, policy: "public" | "loopback+public", all = false) =>
  new Promise<unknown>((resolve, reject) =>
    guardedLookup(policy)(host, { all }, (err, address) => (err ? reject(err) : resolve(address))),
  );

describe("delivery-time address rules", () => {
  it.each(["93.184.216.34", "2606:2800:220:1::1", "::ffff:5db8:d822", "64:ff9b::5db8:d822"])(
    "allows %s under either policy",
    (a) => {
      expect(addressAllowed(a, "public")).toBe(true);
      expect(addressAllowed(a, "loopback+public")).toBe(true);
    },
  );
  it.each(["127.0.0.1", "127.8.9.10", "::1"])("allows %s only under loopback+public", (a) => {
    expect(addressAllowed(a, "loopback+public")).toBe(true);
    expect(addressAllowed(a, "public")).toBe(false);
  });
  it.each([
    "10.0.0.1",
    "172.16.5.4",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "255.255.255.255",
    "fd00::1",
    "fe80::1",
    "::",
    "::ffff:10.0.0.1",
    "::ffff:127.0.0.1",
    "64:ff9b::a9fe:a9fe",
    "2002:a9fe:a9fe::",
    "224.0.0.1",
  ])("refuses %s under either policy", (a) => {
    expect(addressAllowed(a, "public")).toBe(false);
    expect(addressAllowed(a, "loopback+public")).toBe(false);
  });

  it("resolves localhost in the connection's lookup only when loopback is allowed", async () => {
    expect(addressAllowed((await lookup("localhost", "loopback+public")) as string, "loopback+public")).toBe(
      true,
    );
    await expect(lookup("localhost", "public")).rejects.toMatchObject({ code: "EADDRNOTALLOWED" });
    await expect(lookup("localhost", "public", true)).rejects.toMatchObject({ code: "EADDRNOTALLOWED" });
  });
});
