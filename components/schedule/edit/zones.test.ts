import { describe, expect, it } from "vitest";
import { runTestsInZone } from "@/lib/schedule/run-in-zone";

// A process cannot reliably change its own time zone once dates have been used, so the dialog's date tests run
// again in child processes started with TZ set: Los Angeles (a UTC-midnight whole-day date is the evening
// before there), Kiritimati (UTC+14: the morning after) and Santiago (DST skips midnight).
const ZONES = ["America/Los_Angeles", "Pacific/Kiritimati", "America/Santiago"];
const FILES = ["components/schedule/edit/date-input.test.ts", "components/schedule/edit/form-schema.test.ts"];

describe("the dialog's dates in other time zones", () => {
  it.each(ZONES)(
    "pass with TZ=%s",
    async (zone) => {
      const { code, output } = await runTestsInZone(zone, FILES);
      expect(code, output).toBe(0);
      expect(output).toMatch(/Test Files\s+2 passed/);
    },
    120_000,
  );
});
