import { describe, expect, it } from "vitest";
import { durationPattern } from "@/lib/partner-api/contract/values";
import { formatDuration, parseDuration } from "./duration";

const iso = (s: string) => {
  const r = parseDuration(s);
  if (!r.ok) throw new Error(`${JSON.stringify(s)} refused: ${r.error}`);
  // Whatever is stored is what the API's contract accepts.
  expect(r.value).toMatch(durationPattern);
  return r.value;
};
const error = (s: string) => {
  const r = parseDuration(s);
  if (r.ok) throw new Error(`${JSON.stringify(s)} accepted as ${r.value}`);
  return r.error;
};

describe("parseDuration", () => {
  it("reads human durations", () => {
    expect(iso("2 days")).toBe("P2D");
    expect(iso("1h 30m")).toBe("PT1H30M");
    expect(iso("1h30m")).toBe("PT1H30M");
    expect(iso("90 min")).toBe("PT1H30M");
    expect(iso("1 week")).toBe("P7D");
    expect(iso("1.5 hours")).toBe("PT1H30M");
    expect(iso("2 days and 4 hours")).toBe("P2DT4H");
    expect(iso("1 day, 4 h, 5 s")).toBe("P1DT4H5S");
    expect(iso("  45 SEC ")).toBe("PT45S");
  });

  it("still takes ISO 8601, normalised", () => {
    expect(iso("P2D")).toBe("P2D");
    expect(iso("pt1h30m")).toBe("PT1H30M");
    expect(iso("PT90M")).toBe("PT1H30M");
    expect(iso("P1DT4H")).toBe("P1DT4H");
  });

  it("takes zero as zero", () => {
    expect(iso("P0D")).toBe("P0D");
    expect(iso("0 min")).toBe("P0D");
    expect(iso("PT0S")).toBe("P0D");
  });

  it("refuses empty, negative, nonsense and out of range with a clear message", () => {
    expect(error("")).toMatch(/Enter a duration, such as 2 days/);
    expect(error("   ")).toMatch(/Enter a duration/);
    expect(error("-2 days")).toMatch(/0 or more/);
    expect(error("90")).toMatch(/Add a unit after 90/);
    expect(error("two days")).toMatch(/Start with a number/);
    expect(error("2 fortnights")).toMatch(/“fortnights” is not a unit/);
    expect(error("1h 2h")).toMatch(/each unit once/);
    expect(error("1 week 2 days")).toMatch(/each unit once/);
    expect(error("P")).toMatch(/not an ISO 8601 duration/);
    expect(error("P2X")).toMatch(/not an ISO 8601 duration/);
    expect(error("1.5 days")).toMatch(/whole days/);
    expect(error("0.5 s")).toMatch(/whole seconds/);
    expect(error("36501 days")).toMatch(/at most 36,500 days/);
    expect(error(`${"9".repeat(30)} h`)).toMatch(/at most/);
  });
});

describe("formatDuration", () => {
  it("writes stored durations in words", () => {
    expect(formatDuration("P2D")).toBe("2 days");
    expect(formatDuration("P1D")).toBe("1 day");
    expect(formatDuration("PT1H30M")).toBe("1 h 30 min");
    expect(formatDuration("P1DT4H")).toBe("1 day 4 h");
    expect(formatDuration("PT90M")).toBe("1 h 30 min");
    expect(formatDuration("PT45S")).toBe("45 s");
    expect(formatDuration("P0D")).toBe("0 min");
  });

  it("round-trips: the words it writes parse back to the same value", () => {
    for (const v of ["P2D", "PT1H30M", "P1DT4H5S", "P0D", "P365DT23H59M59S"])
      expect(iso(formatDuration(v))).toBe(v);
  });

  it("shows a value that is not an ISO duration as stored", () => {
    expect(formatDuration("soon")).toBe("soon");
  });
});
