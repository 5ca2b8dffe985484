import { describe, expect, it } from "vitest";
import { targetKey } from "./target-keys";

describe("targetKey", () => {
  it("keys targets that name a project or a lead, per environment", () => {
    expect(targetKey("Sandbox", "project 42")).toBe("Sandbox|project|42");
    expect(targetKey("Prod", "lead 7 → phase 3")).toBe("Prod|lead|7");
  });
  it("leaves other targets alone", () => {
    expect(targetKey("Sandbox", "webhook 3")).toBeUndefined();
    expect(targetKey("Sandbox", "project 12a")).toBeUndefined();
    expect(targetKey("Sandbox", null)).toBeUndefined();
  });
});
