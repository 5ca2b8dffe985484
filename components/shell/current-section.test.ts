import { describe, expect, it } from "vitest";
import { isCurrentSection } from "./current-section";

describe("isCurrentSection", () => {
  it("marks a section on its own page and the pages below it", () => {
    expect(isCurrentSection("/projects", "/projects")).toBe(true);
    expect(isCurrentSection("/projects", "/projects/42/edit")).toBe(true);
    expect(isCurrentSection("/webhooks", "/webhooks/7/health")).toBe(true);
  });
  it("does not mark a section whose name only starts the path", () => {
    expect(isCurrentSection("/leads", "/leadsboard")).toBe(false);
    expect(isCurrentSection("/projects", "/leads/3")).toBe(false);
  });
  it("puts a project's or lead's schedule under Schedule, not under its record's section", () => {
    for (const path of ["/projects/42/schedule", "/leads/3/schedule"]) {
      expect(isCurrentSection("/schedule", path)).toBe(true);
      expect(isCurrentSection("/projects", path)).toBe(false);
      expect(isCurrentSection("/leads", path)).toBe(false);
    }
    expect(isCurrentSection("/schedule", "/schedule")).toBe(true);
    expect(isCurrentSection("/schedule", "/projects/42")).toBe(false);
  });
});
