import { describe, expect, it } from "vitest";
import { plural, pluralWord } from "./plural";

describe("plural", () => {
  it("uses the singular for exactly one and the plural for none and many", () => {
    expect(plural(1, "entry", "entries")).toBe("1 entry");
    expect(plural(0, "entry", "entries")).toBe("0 entries");
    expect(plural(2, "lead")).toBe("2 leads");
    expect(plural(1204, "project")).toBe("1,204 projects");
  });
  it("gives the word alone for counts rendered apart", () => {
    expect(pluralWord(1, "lead")).toBe("lead");
    expect(pluralWord(3, "record is", "records are")).toBe("records are");
  });
});
