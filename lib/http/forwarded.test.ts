import { describe, expect, it } from "vitest";
import { trustedForwarded } from "./forwarded";

const h = (value: string) => new Headers({ "x-forwarded-host": value, "x-forwarded-proto": value });

describe("trustedForwarded", () => {
  it("ignores a client's X-Forwarded-Host and -Proto without trusted proxies", () => {
    expect(trustedForwarded(h("evil.example"), "x-forwarded-host", 0)).toBe(undefined);
    expect(trustedForwarded(h("https"), "x-forwarded-proto", 0)).toBe(undefined);
  });
  it("reads what the outermost trusted proxy set, the n-th from the right of a list", () => {
    expect(trustedForwarded(h("console.example.com"), "x-forwarded-host", 1)).toBe("console.example.com");
    expect(trustedForwarded(h("evil.example, console.example.com"), "x-forwarded-host", 1)).toBe(
      "console.example.com",
    );
    expect(trustedForwarded(h("https, http"), "x-forwarded-proto", 2)).toBe("https");
    expect(trustedForwarded(h("https"), "x-forwarded-proto", 3)).toBe("https");
  });
  it("is undefined when the header is absent", () =>
    expect(trustedForwarded(new Headers(), "x-forwarded-host", 1)).toBe(undefined));
});
