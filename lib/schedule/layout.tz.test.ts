import { describe, expect, it } from "vitest";
import { runTestsInZone } from "@/lib/schedule/run-in-zone";

// A process cannot reliably change its own time zone once dates are used, so layout.test.ts runs again in child
// processes with TZ set: Los Angeles, Auckland (southern DST) and Santiago (DST skips midnight).
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
