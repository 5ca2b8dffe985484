import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { customFieldValueRules } from "./contract/values";

// The date rule is zod-free (it ships to the browser) but must judge exactly as z.iso.date() does.
describe("customFieldValueRules.date", () => {
  const zodDate = (v: string) => z.iso.date().safeParse(v).success;
  it("agrees with z.iso.date() on calendar edge cases", () => {
    const samples = ["2024-02-29", "2023-02-29", "1900-02-29", "2000-02-29", "2025-04-31", "2025-12-31"];
    for (const v of [...samples, "2025-13-01", "2025-00-10", "25-01-01", "2025-1-1", " 2025-01-01", ""])
      expect(customFieldValueRules.date.check(v), v).toBe(zodDate(v));
  });
  it("agrees with z.iso.date() on generated strings", () => {
    const digits = (n: number) => fc.stringMatching(new RegExp(`^[0-9]{${n}}$`));
    const dateLike = fc.tuple(digits(4), digits(2), digits(2)).map(([y, m, d]) => `${y}-${m}-${d}`);
    fc.assert(
      fc.property(fc.oneof(dateLike, fc.string()), (v) => customFieldValueRules.date.check(v) === zodDate(v)),
    );
  });
});
