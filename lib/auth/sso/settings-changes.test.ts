import { describe, expect, it } from "vitest";
import { settingsChanges } from "./settings-changes";

describe("settingsChanges", () => {
  it("lists what changed, before → after", () => {
    expect(
      settingsChanges(
        { requireSso: false, breakGlassUserIds: [] },
        { requireSso: true, breakGlassUserIds: [1, 4] },
      ),
    ).toEqual([
      { field: "requireSso", before: "false", after: "true" },
      { field: "breakGlassUserIds", before: null, after: "1, 4" },
    ]);
  });
  it("is empty when nothing changed or the write failed", () => {
    const s = { requireSso: true, breakGlassUserIds: [2] };
    expect(settingsChanges(s, { ...s })).toEqual([]);
    expect(settingsChanges(s, undefined)).toEqual([]);
  });
});
