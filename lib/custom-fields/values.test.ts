import { describe, expect, it } from "vitest";
import type { CustomField, CustomFieldEntry } from "@/lib/partner-api/contract/reader";
import {
  changedEntries,
  fieldOfErrorPath,
  toStoredValue,
  toTypedValue,
  typedValueError,
  typedValuesOf,
  valueError,
  valuesOf,
} from "./values";

const field = (id: number, type: CustomField["type"], options: string[] = []): CustomField => ({
  id,
  name: `F${id}`,
  type,
  options,
  description: null,
  customableType: "Project",
  createdAt: "2026-01-01T00:00:00Z",
});
const entry = (id: number, f: CustomField, value: string): CustomFieldEntry => ({
  id,
  customFieldId: f.id,
  customableId: 7,
  customableType: "Project",
  value,
  customField: { id: f.id, name: f.name, type: f.type },
});

describe("valueError", () => {
  it.each([
    ["text", "anything", true],
    ["checkbox", "true", true],
    ["checkbox", "yes", false],
    ["link", "https://example.com/x", true],
    ["link", "ftp://example.com", false],
    ["date", "2026-02-28", true],
    ["date", "2026-02-30", false],
    ["duration", "PT1H30M", true],
    ["duration", "P2D", true],
    ["duration", "90 minutes", false],
  ] as const)("%s %j → valid %s", (type, value, ok) => {
    expect(valueError(field(1, type), value) === undefined).toBe(ok);
  });
  it("keeps single_select to its options and lets '' clear any type", () => {
    const sel = field(1, "single_select", ["Web", "Fair"]);
    expect(valueError(sel, "Web")).toBeUndefined();
    expect(valueError(sel, "Radio")).toMatch(/options/);
    expect(valueError(field(2, "date"), "")).toBeUndefined();
  });
});

describe("changedEntries", () => {
  const a = field(1, "text");
  const b = field(2, "checkbox");
  const c = field(3, "date");
  const entries = [entry(10, a, "ERP-1"), entry(11, b, "false")];

  it("starts from the record's values, blank where it has none", () => {
    expect(valuesOf([a, b, c], entries)).toEqual({ f1: "ERP-1", f2: "false", f3: "" });
  });
  it("sends only what changed: existing entries by id, new ones by customFieldId", () => {
    const out = changedEntries([a, b, c], entries, { f1: "ERP-2", f2: "false", f3: "2026-03-01" });
    expect(out.writes).toEqual([
      { id: 10, value: "ERP-2" },
      { customFieldId: 3, value: "2026-03-01" },
    ]);
    expect(out.fieldIds).toEqual([1, 3]);
  });
  it("maps the API's error path back to the field", () => {
    expect(fieldOfErrorPath("customFieldEntries.1.value", [1, 3])).toBe(3);
    expect(fieldOfErrorPath("entityId", [1, 3])).toBeUndefined();
  });
});

describe("durations as people type them", () => {
  const d = field(4, "duration");
  it("are checked by the parser in the form, strictly as ISO 8601 by the contract's rule", () => {
    expect(typedValueError(d, "90 minutes")).toBeUndefined();
    expect(typedValueError(d, "1h 30m")).toBeUndefined();
    expect(typedValueError(d, "P2D")).toBeUndefined();
    expect(typedValueError(d, "soon")).toMatch(/Start with a number/);
    expect(typedValueError(d, "")).toBeUndefined();
    expect(typedValueError(field(5, "date"), "2026-02-30")).toMatch(/YYYY-MM-DD/);
  });
  it("are edited in words and stored as ISO 8601", () => {
    expect(toTypedValue(d, "PT1H30M")).toBe("1 h 30 min");
    expect(toStoredValue(d, "90 min")).toBe("PT1H30M");
    expect(toStoredValue(d, "")).toBe("");
    expect(typedValuesOf([d], [entry(12, d, "P2D")])).toEqual({ f4: "2 days" });
  });
  it("send ISO 8601, and nothing when the words were not changed", () => {
    const entries = [entry(12, d, "PT90M")];
    expect(changedEntries([d], entries, { f4: "1 h 30 min" }).writes).toEqual([]);
    expect(changedEntries([d], entries, { f4: "2 days" }).writes).toEqual([{ id: 12, value: "P2D" }]);
    expect(changedEntries([d], [], { f4: "1 week" }).writes).toEqual([{ customFieldId: 4, value: "P7D" }]);
  });
});
