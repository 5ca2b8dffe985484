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

describe("changedFields of an address list", () => {
  it("names each line of each address that changed instead of the list as JSON", () => {
    const site = {
      id: 7,
      name: "Job site",
      address: "12 Main St",
      address2: null,
      city: "Boise",
      state: "ID",
    };
    const before = { addresses: [{ ...site, zip: "83702", country: null }] };
    const after = { addresses: [{ ...site, address2: "Suite 200", zip: "83702-1234", country: null }] };
    const body = { addresses: [{ id: 7, address: { ...after.addresses[0], id: undefined } }] };
    expect(changedFields(body, before, after)).toEqual([
      { field: "Job site · line 2", before: null, after: "Suite 200" },
      { field: "Job site · ZIP", before: "83702", after: "83702-1234" },
    ]);
  });
});
