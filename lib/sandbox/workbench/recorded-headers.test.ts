import { describe, expect, it } from "vitest";
import { recordedHeaders } from "./recorded-headers";

describe("the headers an inbox keeps", () => {
  it("keep credentials as their last 4 characters only, short ones not at all, and bound the rest", () => {
    const kept = recordedHeaders(
      new Headers({
        authorization: "Bearer abcdefghijklmnopWXYZ",
        cookie: "s=1",
        "x-api-key": "key_0123456789abcd",
        "x-custom": "v".repeat(5000),
        "x-webhook-signature": `sha256=${"a".repeat(64)}`,
      }),
    );
    expect(kept.authorization).toBe("…WXYZ");
    expect(kept.cookie).toBe("…");
    expect(kept["x-api-key"]).toBe("…abcd");
    expect(kept["x-custom"]).toHaveLength(4096);
    expect(kept["x-webhook-signature"]).toBe(`sha256=${"a".repeat(64)}`);
    expect(JSON.stringify(kept)).not.toContain("abcdefghijklmnop");
  });

  it("keep at most 100 headers", () => {
    const many = new Headers(
      Array.from({ length: 150 }, (_, i) => [`x-h${i}`, String(i)] as [string, string]),
    );
    expect(Object.keys(recordedHeaders(many))).toHaveLength(100);
  });
});
