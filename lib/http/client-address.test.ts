import { describe, expect, it } from "vitest";
import { clientAddress, trustedHops } from "./client-address";
import { FORWARDED_HEADER, PEER_HEADER } from "./peer-address";

const h = (peer: string, forwarded = "", spoofed = "") => ({
  [PEER_HEADER]: peer,
  [FORWARDED_HEADER]: forwarded,
  "x-forwarded-for": spoofed || forwarded || peer,
});

describe("clientAddress", () => {
  it("is the socket's peer without trusted proxies, whatever X-Forwarded-For says", () => {
    expect(clientAddress(h("127.0.0.2", "203.0.113.9"), 0)).toBe("127.0.0.2");
    expect(clientAddress(h("::ffff:10.0.0.5"), 0)).toBe("10.0.0.5");
  });
  it("is the n-th from the right with n trusted proxies", () => {
    expect(clientAddress(h("10.0.0.1", "203.0.113.9, 198.51.100.4"), 1)).toBe("198.51.100.4");
    expect(clientAddress(h("10.0.0.1", "203.0.113.9, 198.51.100.4, 10.0.0.2"), 2)).toBe("198.51.100.4");
  });
  it("is the peer for a direct request with a proxy trusted and no header", () =>
    expect(clientAddress(h("198.51.100.4"), 1)).toBe("198.51.100.4"));
  it("ignores X-Forwarded-For that the server did not stamp, and needs the stamped peer", () => {
    expect(clientAddress({ "x-forwarded-for": "203.0.113.9" }, 0)).toBe(undefined);
    expect(clientAddress({ "x-forwarded-for": "203.0.113.9", [PEER_HEADER]: "" }, 1)).toBe(undefined);
  });
  it("refuses what is not an address", () =>
    expect(clientAddress(h("10.0.0.1", "unknown"), 1)).toBe(undefined));
  it("reads TRUST_PROXY_HOPS", () => {
    expect(trustedHops(undefined)).toBe(0);
    expect(trustedHops("2")).toBe(2);
    expect(trustedHops("-1")).toBe(0);
    expect(trustedHops("x")).toBe(0);
  });
});
