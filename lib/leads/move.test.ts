import { describe, expect, it } from "vitest";
import type { Lead } from "@/lib/partner-api/contract/reader";
import { budgetSum, movedLead } from "./move";

const lead = { id: 1, phaseId: 1, status: { value: "Current", displayName: "Current" }, budget: 100 } as Lead;

describe("optimistic lead moves", () => {
  it("changes the phase and derives Won", () => {
    expect(movedLead(lead, 6)).toMatchObject({ phaseId: 6, status: { value: "Won" } });
    expect(
      movedLead({ ...lead, phaseId: 6, status: { value: "Won", displayName: "Won" } }, 2).status.value,
    ).toBe("Current");
  });
  it("keeps a retired lead retired", () =>
    expect(movedLead({ ...lead, status: { value: "Retired", displayName: "Retired" } }, 6).status.value).toBe(
      "Retired",
    ));
  it("keeps a status the spec does not name", () =>
    expect(movedLead({ ...lead, status: { value: "OnHold", displayName: "On hold" } }, 6).status).toEqual({
      value: "OnHold",
      displayName: "On hold",
    }));
  it("sums budgets, treating none as zero", () =>
    expect(budgetSum([{ budget: 100 }, { budget: null }, { budget: 50.5 }])).toBe(150.5));
});
