import { describe, expect, it } from "vitest";
import { findOwners } from "./directory";

const owners = [
  { id: 101, name: "Ana Ruiz" },
  { id: 102, name: "Ben Carter" },
  { id: 103, name: "Diana Anders" },
];

describe("findOwners", () => {
  it("matches part of a name, names that start with it first", () => {
    expect(findOwners(owners, "an").map((o) => o.id)).toEqual([101, 103]);
    expect(findOwners(owners, "ANDERS").map((o) => o.id)).toEqual([103]);
  });
  it("matches an exact id, with or without #", () => {
    expect(findOwners(owners, "102").map((o) => o.id)).toEqual([102]);
    expect(findOwners(owners, "#103").map((o) => o.id)).toEqual([103]);
    expect(findOwners(owners, "10")).toEqual([]);
  });
  it("lists everyone by name without text, up to the limit", () => {
    expect(findOwners(owners, undefined, 2).map((o) => o.name)).toEqual(["Ana Ruiz", "Ben Carter"]);
  });
});
