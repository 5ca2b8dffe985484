import { validateHeaderName, validateHeaderValue } from "node:http";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { headerValueProblem, webhookHeaders } from "@/lib/partner-api/contract";
import { headerNameProblem, headerValueRuleProblem } from "./header-rule";

const apiAccepts = (headers: Record<string, string>) => webhookHeaders.safeParse(headers).success;
const nodeSends = (name: string, value: string) => {
  try {
    validateHeaderName(name);
    validateHeaderValue(name, value);
    return true;
  } catch {
    return false;
  }
};

describe("custom header rules (RFC 9110, shared by the API contract and the console form)", () => {
  it.each([
    ["Bearer abc.def", true],
    ["", true],
    ["a\tb c", true],
    ["caf\u00e9 \u00ff", true],
    ["line\r\nX-Evil: 1", false],
    ["a\nb", false],
    ["nul\u0000", false],
    ["bell\u0007", false],
    ["del\u007f", false],
    [" leading", false],
    ["trailing\t", false],
    ["emoji \u{1F600}", false],
    ["\u20ac euro", false],
  ])("value %j is accepted: %s", (value, ok) => {
    expect(apiAccepts({ "X-Key": value })).toBe(ok);
    expect(headerValueRuleProblem(value) === null).toBe(ok);
  });

  it.each(["X Key", "X:Key", "", "Ключ", "X-Key\u0000"])("name %j is refused by both", (name) => {
    expect(apiAccepts({ [name]: "v" })).toBe(false);
    expect(headerNameProblem(name)).not.toBeNull();
  });

  it("accepts only headers Node will send, without blanks around the value", () => {
    const chars = fc.oneof(
      fc.constantFrom("\t", " ", "\r", "\n", "\u0000", "\u007f", "\u0080", "\u00ff", "\u0100", "\u{1F600}"),
      fc.string({ unit: "binary", maxLength: 1 }),
    );
    const text = fc.array(chars, { maxLength: 12 }).map((a) => a.join(""));
    fc.assert(
      fc.property(fc.string({ unit: "binary-ascii", minLength: 1, maxLength: 8 }), text, (name, value) => {
        if (apiAccepts({ [name]: value })) {
          expect(nodeSends(name, value)).toBe(true);
          expect(value).toBe(value.replace(/^[\t ]+|[\t ]+$/g, ""));
        }
        if (nodeSends("x-key", value) && value === value.trim()) expect(headerValueProblem(value)).toBeNull();
      }),
      { numRuns: 200, seed: 14 },
    );
    // 200 generated cases: fast alone, but the 5 s default can run out on a loaded machine.
  }, 30_000);
});
