import { formatDistanceStrict } from "date-fns";
import { describe, expect, it } from "vitest";
import { formatTimeUntil } from "./time-until";

// The health page's "in 4 minutes" was date-fns' formatDistanceStrict; this holds the two to the same words.
describe("formatTimeUntil", () => {
  const now = new Date(2026, 2, 1, 10, 30, 15).getTime(); // a month with a DST change in many zones
  const ahead = [
    400,
    1_000,
    29_499,
    29_500,
    59_999,
    60_000,
    89_999,
    90_000,
    30 * 60_000,
    59.5 * 60_000,
    3_600_000,
    5_399_999,
    5_400_000,
    23.4 * 3_600_000,
    23.6 * 3_600_000,
    86_400_000,
    1.5 * 86_400_000,
    29.4 * 86_400_000,
    29.6 * 86_400_000,
    45 * 86_400_000,
    200 * 86_400_000,
    359 * 86_400_000,
    364 * 86_400_000,
    366 * 86_400_000,
    900 * 86_400_000,
  ];
  for (const ms of ahead)
    it(`words ${ms} ms ahead as date-fns does`, () => {
      expect(formatTimeUntil(now + ms, now)).toBe(formatDistanceStrict(now + ms, now, { addSuffix: true }));
    });

  it("agrees across every hour of a year ahead, DST changes included", () => {
    for (let h = 1; h < 400 * 24; h += 7)
      expect(formatTimeUntil(now + h * 3_600_000, now)).toBe(
        formatDistanceStrict(now + h * 3_600_000, now, { addSuffix: true }),
      );
  });

  it("says one of a unit in the singular", () => {
    expect(formatTimeUntil(now + 60_000, now)).toBe("in 1 minute");
    expect(formatTimeUntil(now + 2 * 86_400_000, now)).toBe("in 2 days");
  });
});
