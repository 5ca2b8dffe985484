import { describe, expect, it } from "vitest";
import { defaultReplaySince, fromLocalInput, replayPreset, replayWindows, toLocalInput } from "./replay";

describe("replay since", () => {
  const now = new Date("2025-03-10T12:00:00Z");
  it("defaults to the last change when it is older than a day", () => {
    expect(defaultReplaySince("2025-03-07T08:00:00Z", now).toISOString()).toBe("2025-03-07T08:00:00.000Z");
  });
  it("reaches back 24 h when the last change (a reactivation) was recent", () => {
    expect(defaultReplaySince("2025-03-10T11:55:00Z", now).toISOString()).toBe("2025-03-09T12:00:00.000Z");
  });
  it("converts to and from datetime-local in local time", () => {
    const d = new Date(2025, 2, 10, 9, 5);
    expect(toLocalInput(d)).toBe("2025-03-10T09:05");
    expect(fromLocalInput("2025-03-10T09:05")?.getTime()).toBe(d.getTime());
    expect(fromLocalInput("")).toBeNull();
    expect(fromLocalInput("2025-13-45T99:00")).toBeNull();
    expect(fromLocalInput("yesterday")).toBeNull();
  });
  it("says why the preset is what it is, and offers the usual windows", () => {
    expect(replayPreset("2025-03-07T08:00:00Z", now).why).toMatch(/when the subscription was last changed/);
    expect(replayPreset("2025-03-10T11:55:00Z", now).why).toMatch(/^Preset to 24 hours ago/);
    expect(replayWindows("2025-03-10T11:55:00Z", now).map((w) => w.label)).toEqual([
      "Last hour",
      "Last 24 hours",
      "Last 7 days",
    ]);
    const old = replayWindows("2025-03-07T08:00:00Z", now);
    expect(old.at(-1)).toEqual({ label: "Since its last change", since: new Date("2025-03-07T08:00:00Z") });
  });
});
