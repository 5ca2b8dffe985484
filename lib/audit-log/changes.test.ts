import { describe, expect, it } from "vitest";
import { changedFields, readChanges, shown } from "./changes";

describe("changedFields", () => {
  const before = {
    name: "Garcia Siding Repair",
    budget: 65000,
    status: { id: 1, name: "Active" },
    client: { id: 4, name: "Diego Silva" },
    description: null,
  };

  it("lists each written field that changed, by the names the record carries", () => {
    const after = {
      ...before,
      budget: 70000,
      status: { id: 2, name: "On Hold" },
      client: { id: 5, name: "Ana Ruiz" },
    };
    expect(
      changedFields({ budget: 70000, statusId: 2, contactId: 5, name: before.name }, before, after),
    ).toEqual([
      { field: "budget", before: "65000", after: "70000" },
      { field: "statusId", before: "Active", after: "On Hold" },
      { field: "contactId", before: "Diego Silva", after: "Ana Ruiz" },
    ]);
  });

  it("takes the body's value when the API answered with no record, and shows empty as null", () => {
    expect(changedFields({ description: "New roof" }, before, undefined)).toEqual([
      { field: "description", before: null, after: "New roof" },
    ]);
  });

  it("records nothing without a readable before", () => {
    expect(changedFields({ budget: 1 }, undefined, { budget: 1 })).toEqual([]);
    expect(changedFields({ budget: 1 }, "nonsense", { budget: 1 })).toEqual([]);
  });
});

describe("shown", () => {
  it("cuts long text and names objects", () => {
    expect(shown("x".repeat(500))).toHaveLength(120);
    expect(shown({ value: "Retired", displayName: "Retired" })).toBe("Retired");
    expect(shown([1, 2])).toBe("[1,2]");
    expect(shown("")).toBeNull();
  });
});

describe("readChanges", () => {
  it("reads what was written, null for older entries, and drops shapes it does not know", () => {
    expect(readChanges(null)).toBeNull();
    expect(readChanges({ budget: 1 })).toBeNull();
    expect(readChanges([{ field: "budget", before: "1", after: "2" }, { nope: true }, "x"])).toEqual([
      { field: "budget", before: "1", after: "2" },
    ]);
    expect(readChanges([{ field: "budget", before: 1, after: { name: "x" } }])).toEqual([
      { field: "budget", before: "1", after: "x" },
    ]);
  });
});
