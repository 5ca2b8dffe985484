import { describe, expect, it } from "vitest";
import { parseProjectFilters, toApiFilters, toSearchParams } from "./filters";

describe("project list filters in the URL", () => {
  it("round-trips through the query string", () => {
    const s = parseProjectFilters(
      new URLSearchParams("status=2,3&archived=active&contact=39&page=3&size=50"),
    );
    expect(s).toEqual({
      page: 3,
      pageSize: 50,
      statusIds: [2, 3],
      archived: "active",
      contactId: 39,
      order: "asc",
      q: "",
      cf: [],
    });
    expect(toSearchParams(s)).toBe("?status=2%2C3&archived=active&contact=39&page=3&size=50");
    expect(toApiFilters(s)).toEqual({
      limit: 50,
      offset: 100,
      statusId: [2, 3],
      archived: false,
      contactId: 39,
    });
  });

  it("falls back to defaults on nonsense", () => {
    const s = parseProjectFilters({
      status: "x,-1",
      archived: "maybe",
      page: "0",
      size: "7",
      contact: "abc",
    });
    expect(s).toEqual({
      page: 1,
      pageSize: 20,
      statusIds: [],
      archived: "all",
      contactId: undefined,
      sort: undefined,
      order: "asc",
      q: "",
      cf: [],
    });
    expect(toSearchParams(s)).toBe("");
    expect(toApiFilters(s)).toEqual({ limit: 20, offset: 0 });
  });

  it("keeps an index order (sort and direction) in the URL, and only the index's columns", () => {
    const s = parseProjectFilters(new URLSearchParams("sort=budget&order=desc&page=2"));
    expect(s).toMatchObject({ sort: "budget", order: "desc", page: 2 });
    expect(toSearchParams(s)).toBe("?sort=budget&order=desc&page=2");
    expect(toApiFilters(s)).not.toHaveProperty("sort");
    expect(parseProjectFilters({ sort: "client", order: "sideways" })).toMatchObject({
      sort: undefined,
      order: "asc",
    });
    expect(toSearchParams(parseProjectFilters({ sort: "name", order: "asc" }))).toBe("?sort=name");
  });

  it("keeps a text filter, trimmed and bounded", () => {
    const s = parseProjectFilters({ q: `  okafor ${"x".repeat(200)}` });
    expect(s.q).toHaveLength(100);
    expect(toSearchParams(parseProjectFilters({ q: "okafor" }))).toBe("?q=okafor");
  });
});
