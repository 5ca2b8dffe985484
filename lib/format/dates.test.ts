import { describe, expect, it } from "vitest";
import { formatClock, formatDateTime, formatDay, formatIsoDay, formatMonthDay } from "./dates";

const at = Date.UTC(2025, 9, 27, 13, 5);
const utc = { timeZone: "UTC" };

describe("the one date format", () => {
  it("writes days, month-days, clock times and both", () => {
    expect(formatDay(at, utc)).toBe("Oct 27, 2025");
    expect(formatMonthDay(at, utc)).toBe("Oct 27");
    expect(formatClock(at, utc)).toBe("1:05 PM");
    expect(formatDateTime(new Date(at), utc)).toBe("Oct 27, 2025, 1:05 PM");
    expect(formatDateTime(at + 7000, { ...utc, seconds: true })).toBe("Oct 27, 2025, 1:05:07 PM");
  });

  it("uses plain spaces (ICU's narrow no-break space before AM/PM would not match typed text)", () => {
    expect(formatClock(Date.UTC(2025, 0, 1, 0, 0), utc)).toMatch(/^12:00 AM$/);
    expect(formatDateTime(at, utc)).not.toMatch(/[\u202f\u00a0]/);
  });

  it("reads another time zone when told", () => {
    expect(formatDateTime(Date.UTC(2026, 10, 10, 0, 0), { timeZone: "Europe/Paris" })).toBe(
      "Nov 10, 2026, 1:00 AM",
    );
    expect(formatDay(Date.UTC(2026, 10, 10, 0, 0), { timeZone: "America/Los_Angeles" })).toBe("Nov 9, 2026");
  });

  it("shows a stored calendar date as the same day in any zone", () => {
    expect(formatIsoDay("2026-12-15")).toBe("Dec 15, 2026");
    expect(formatIsoDay(" 2024-02-29 ")).toBe("Feb 29, 2024");
    expect(formatIsoDay("0099-01-01")).toBe("Jan 1, 99");
  });

  it("leaves text that is not a calendar date as it is", () => {
    expect(formatIsoDay("")).toBe("");
    expect(formatIsoDay("15/12/2026")).toBe("15/12/2026");
    expect(formatIsoDay("2026-13-45")).toBe("2026-13-45");
  });
});
