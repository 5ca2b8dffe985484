import { describe, expect, it } from "vitest";
import { parseDefinitionFilters, toApiFilters, toSearchParams } from "./filters";

describe("definition filters", () => {
  it("round-trips through the URL", () => {
    const s = parseDefinitionFilters(new URLSearchParams("type=Lead&q=source&page=2&size=50"));
    expect(s).toEqual({ page: 2, pageSize: 50, type: "Lead", q: "source" });
    expect(toSearchParams(s)).toBe("?type=Lead&q=source&page=2&size=50");
    expect(toApiFilters(s)).toEqual({ limit: 50, offset: 50, customableType: "Lead", q: "source" });
  });
  it("falls back to defaults for junk", () => {
    expect(parseDefinitionFilters({ type: "Inquiry", page: "-1", size: "7" })).toEqual({
      page: 1,
      pageSize: 20,
      type: undefined,
      q: "",
    });
  });
});
