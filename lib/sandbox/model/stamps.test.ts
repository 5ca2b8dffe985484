import { describe, expect, it } from "vitest";
import { isoStamp } from "./stamps";

describe("isoStamp", () => {
  it("writes PostgreSQL's timestamptz text exactly as Date's toISOString would", () => {
    for (const text of [
      "2026-11-26 22:14:51.881234+00",
      "2026-11-26 22:14:51.881999+00",
      "2026-11-26 22:14:51.5+00",
      "2026-11-26 22:14:51+00",
      "2024-02-29 00:00:00.000001+00",
      "2026-11-26 23:14:51.881+01",
      "2026-11-26 17:44:51.881-04:30",
      "1999-12-31 23:59:59.999999+00",
    ])
      expect(isoStamp(text), text).toBe(new Date(text).toISOString());
  });

  it("writes a Date as toISOString does", () => {
    const d = new Date(Date.UTC(2026, 10, 26, 22, 14, 51, 7));
    expect(isoStamp(d)).toBe("2026-11-26T22:14:51.007Z");
  });
});
