import { describe, expect, it } from "vitest";
import { targetParts } from "./target-links";

const links = (target: string, op = "x.update") =>
  targetParts(target, op)
    .filter((p) => p.href)
    .map((p) => [p.text, p.href]);
const text = (target: string, op = "x.update") =>
  targetParts(target, op)
    .map((p) => p.text)
    .join("");

describe("targetParts", () => {
  it("links each record a target names to its page, keeping the text as written", () => {
    expect(links("lead 9")).toEqual([["lead 9", "/leads/9"]]);
    expect(links("project 7 milestone 92")).toEqual([
      ["project 7", "/projects/7"],
      ["milestone 92", "/projects/7/schedule"],
    ]);
    expect(links("lead 4 milestone m-1")).toEqual([
      ["lead 4", "/leads/4"],
      ["milestone m-1", "/leads/4/schedule"],
    ]);
    expect(links("webhook 3 delivery 41")).toEqual([
      ["webhook 3", "/webhooks/3"],
      ["delivery 41", "/webhooks/3/health"],
    ]);
    expect(links("webhook 2 → 5 (old one disabled)")).toEqual([
      ["webhook 2", "/webhooks/2"],
      ["webhook 5", "/webhooks/5"],
    ]);
    expect(text("project 7 milestone 92")).toBe("project 7 milestone 92");
    expect(text("project 7 (1 value)")).toBe("project 7 (1 value)");
  });

  it("keeps older and unknown targets readable: an old phase move, a custom field, an environment", () => {
    expect(links("lead 9 → phase 3")).toEqual([["lead 9", "/leads/9"]]);
    expect(text("lead 9 → phase 3")).toBe("lead 9 → phase 3");
    expect(links('Project custom field "Ref" (id 4)')).toEqual([["custom field", "/custom-fields"]]);
    expect(text('Project custom field "Ref" (id 4)')).toBe('Project custom field "Ref" (id 4)');
    expect(targetParts("Staging", "session.environment")).toEqual([{ text: "Staging" }]);
    // A milestone alone names no parent to open it on.
    expect(links("milestone 92")).toEqual([]);
  });

  it("does not link a deleted record", () => {
    expect(links("project 7", "project.delete")).toEqual([]);
    expect(text("project 7", "project.delete")).toBe("project 7 (deleted)");
  });
});
