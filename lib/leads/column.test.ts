import { describe, expect, it } from "vitest";
import type { Lead } from "@/lib/partner-api/contract/reader";
import { onlyPhase } from "./column";

const lead = (id: number, phaseId: number | null) => ({ id, phaseId }) as Lead;

describe("a board column's page", () => {
  it("is the upstream answer itself when every lead is of the phase (so its JSON is written once)", () => {
    const page = { data: [lead(1, 3), lead(2, 3)], offset: 0, limit: 50, total: 2 };
    expect(onlyPhase(page, 3)).toBe(page);
  });
  it("drops another phase's leads into a copy, keeping the paging and leaving the shared answer alone", () => {
    const page = { data: [lead(1, 3), lead(2, 4), lead(3, null)], offset: 50, limit: 50, total: 120 };
    const shown = onlyPhase(page, 3);
    expect(shown).not.toBe(page);
    expect(shown).toEqual({ data: [lead(1, 3)], offset: 50, limit: 50, total: 120 });
    expect(page.data).toHaveLength(3);
  });
});
