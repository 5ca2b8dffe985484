import { describe, expect, it } from "vitest";
import { changedFields } from "./changed-fields";

describe("changedFields", () => {
  const base: Record<string, unknown> = {
    name: "A",
    budget: 10,
    notes: null,
    archived: false,
    addresses: [{ id: 1, address: { name: "Site" } }],
  };

  it("is empty when nothing changed", () => {
    expect(changedFields({ ...base }, base)).toEqual({});
  });

  it("keeps changed scalars, including a field cleared to null", () => {
    expect(changedFields({ ...base, name: "B", budget: null }, base)).toEqual({ name: "B", budget: null });
  });

  it("sends the whole address list when one row changed, so error paths match the form's rows", () => {
    const addresses = [{ id: 1, address: { name: "Site" } }, { address: { name: "New" } }];
    expect(changedFields({ ...base, addresses }, base)).toEqual({ addresses });
  });
});
