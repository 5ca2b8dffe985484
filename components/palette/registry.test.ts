import { describe, expect, it } from "vitest";
import { matchActions, type PaletteAction } from "./registry";

const action = (label: string, group: PaletteAction["group"] = "This page"): PaletteAction => ({
  id: label,
  label,
  group,
  run: () => {},
});

describe("matchActions", () => {
  const actions = [action("Export CSV"), action("Archive 3 selected projects…", "Selected rows")];
  it("keeps the actions holding every typed word, in any case", () => {
    expect(matchActions(actions, "csv EXP").map((a) => a.label)).toEqual(["Export CSV"]);
    expect(matchActions(actions, "selected archive").map((a) => a.label)).toEqual([
      "Archive 3 selected projects…",
    ]);
    expect(matchActions(actions, "rows").map((a) => a.label)).toEqual(["Archive 3 selected projects…"]);
  });
  it("lists nothing before anything is typed", () => {
    expect(matchActions(actions, "  ")).toEqual([]);
  });
});
