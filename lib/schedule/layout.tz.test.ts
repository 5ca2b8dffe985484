import { describe, expect, it } from "vitest";
import { runTestsInZone } from "@/lib/schedule/run-in-zone";

// The layout math reads the runtime's time zone (date-fns works in local time), and a process cannot reliably
// change its own zone once dates have been used. So layout.test.ts runs again in child processes started with
// TZ set: Los Angeles (UTC−8/−7, where a UTC-midnight whole-day date is the evening before), Auckland
// (UTC+12/+13, southern-hemisphere DST) and Santiago (DST skips midnight, so some days start at 01:00).
const ZONES = ["America/Los_Angeles", "Pacific/Auckland", "America/Santiago"];

describe("the layout math in other time zones", () => {
  it.each(ZONES)(
    "passes layout.test.ts with TZ=%s",
    async (zone) => {
      const { code, output } = await runTestsInZone(zone, ["lib/schedule/layout.test.ts"]);
      expect(code, output).toBe(0);
      expect(output).toMatch(/Tests\s+\d+ passed/);
    },
    120_000,
  );
});
