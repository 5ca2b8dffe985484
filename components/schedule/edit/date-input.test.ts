import { describe, expect, it } from "vitest";
import { convertDateInput, fromDateInput, toDateInput } from "./date-input";

// Runs in the machine's zone and again under TZ=… (see zones.test.ts); the expectations hold in every zone.
const zone = process.env.SCHEDULE_TEST_TZ ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
const MAR_5 = Date.UTC(2026, 2, 5);

describe(`whole-day dates (TZ ${zone})`, () => {
  it("runs in the zone it was asked to", () => {
    if (process.env.SCHEDULE_TEST_TZ)
      expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(process.env.SCHEDULE_TEST_TZ);
  });

  it("shows a wire date (midnight UTC) as its own calendar date", () => {
    expect(toDateInput(MAR_5, true)).toBe("2026-03-05");
    expect(toDateInput(Date.UTC(2026, 11, 31), true)).toBe("2026-12-31");
    expect(toDateInput(0, true)).toBe("1970-01-01");
  });

  it("sends a picked calendar date as its midnight UTC", () => {
    expect(fromDateInput("2026-03-05", true)).toBe(MAR_5);
    expect(fromDateInput(" 2028-02-29 ", true)).toBe(Date.UTC(2028, 1, 29));
  });

  it("round-trips every day of a year, DST changes included", () => {
    for (let d = Date.UTC(2026, 0, 1); d < Date.UTC(2027, 0, 1); d += 86_400_000)
      expect(fromDateInput(toDateInput(d, true), true)).toBe(d);
  });

  it.each([
    "",
    "2026-3-5",
    "2026-02-30",
    "2027-02-29",
    "2026-13-01",
    "1969-12-31",
    "2026-03-05T09:00",
    "soon",
  ])("refuses %j", (s) => expect(fromDateInput(s, true)).toBeNull());
});

describe(`timed dates (TZ ${zone})`, () => {
  it("shows an instant in the local zone and reads it back", () => {
    const at = new Date(2026, 2, 5, 14, 30).getTime();
    expect(toDateInput(at, false)).toBe("2026-03-05T14:30");
    expect(fromDateInput("2026-03-05T14:30", false)).toBe(at);
    expect(fromDateInput("2026-03-05T14:30:15", false)).toBe(at + 15_000);
  });

  it("drops seconds in the input (the edit then leaves the date alone unless it is changed)", () => {
    expect(toDateInput(new Date(2026, 6, 1, 8, 0, 30).getTime(), false)).toBe("2026-07-01T08:00");
  });

  it("keeps the wall-clock time on both sides of a DST change", () => {
    for (const s of [
      "2026-01-15T09:00",
      "2026-07-15T09:00",
      "2026-03-08T12:00", // US
      "2026-03-29T12:00", // EU
      "2026-04-05T12:00", // Chile, New Zealand
      "2026-09-27T12:00", // New Zealand
      "2026-11-01T12:00", // US
    ])
      expect(toDateInput(fromDateInput(s, false), false)).toBe(s);
  });

  it.each(["2026-03-05", "2026-03-05T24:00", "2026-03-05T10:60", "2026-02-30T10:00", "1969-06-01T10:00"])(
    "refuses %j",
    (s) => expect(fromDateInput(s, false)).toBeNull(),
  );
});

describe("convertDateInput", () => {
  it("keeps the calendar day when the whole-day switch flips", () => {
    expect(convertDateInput("2026-03-05T14:30", true)).toBe("2026-03-05");
    expect(convertDateInput("2026-03-05", false)).toBe("2026-03-05T09:00");
    expect(convertDateInput("2026-03-05", false, "17:00")).toBe("2026-03-05T17:00");
  });

  it("leaves blanks and text it cannot read as they are (the field then says what is wrong)", () => {
    expect(convertDateInput("", true)).toBe("");
    expect(convertDateInput("tomorrow", false)).toBe("tomorrow");
  });
});
