import { describe, expect, it } from "vitest";
import { MASKED_VALUE, maskAnswerFor, maskHeadersFor } from "./mask-headers";

const sub = { id: 1, headers: { "X-Api-Key": "k-123", Authorization: "Bearer t" } };

describe("header masking", () => {
  it("keeps the values for roles that edit subscriptions", () => {
    expect(maskHeadersFor("admin", sub)).toEqual(sub);
    expect(maskHeadersFor("manager", sub)).toEqual(sub);
  });
  it("shows support the names with masked values", () => {
    expect(maskHeadersFor("support", sub).headers).toEqual({
      "X-Api-Key": MASKED_VALUE,
      Authorization: MASKED_VALUE,
    });
    expect(maskAnswerFor("support", { data: sub }).data.headers["X-Api-Key"]).toBe(MASKED_VALUE);
  });
});
