import { describe, expect, it } from "vitest";
import type { CustomField, CustomFieldEntry } from "@/lib/partner-api/contract/reader";
import { changedEntries, fieldOfErrorPath, valueError, valuesOf } from "./values";

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
