import { describe, expect, it } from "vitest";
import { selectionLabel } from "./actions";

describe("selectionLabel", () => {
  it("names the action, the count and the rows as the palette lists them", () => {
    expect(selectionLabel("project", "archive", 3, false)).toBe("Archive 3 selected projects…");
    expect(selectionLabel("project", "status", 1, false)).toBe("Change the status of 1 selected project…");
    expect(selectionLabel("lead", "phase", 5, false)).toBe("Move 5 selected leads to phase…");
    expect(selectionLabel("lead", "retire", 1204, true)).toBe("Retire all 1,204 matching leads…");
    expect(selectionLabel("project", "delete", 2, false)).toBe("Delete 2 selected projects permanently…");
  });
});
