import { beforeEach, describe, expect, it, vi } from "vitest";

const answers = new Map<string, unknown>();
vi.mock("@/lib/api-client", () => ({
  apiFetch: vi.fn(async (path: string) => {
    const a = [...answers].find(([prefix]) => path.startsWith(prefix))?.[1];
    if (a instanceof Error) throw a;
    return a;
  }),
}));
const { impactText, retireImpact } = await import("./retire-impact");

const lead = (id: number, status = "Current", name = `Lead ${id}`) => ({
  id,
  name,
  status: { value: status },
});
const client = { id: 4, name: "Diego Silva", email: "d@example.com" };
const retiring = { id: 1, client };
const answer = (leads: unknown[], projects: number, leadTotal = leads.length) => {
  answers.set("/api/leads?", { data: leads, total: leadTotal });
  answers.set("/api/projects?", { data: [], total: projects });
};

describe("retireImpact", () => {
  beforeEach(() => answers.clear());

  it("names the client that nothing else live names as archived", async () => {
    answer([lead(1), lead(2, "Retired")], 0);
    const impact = await retireImpact(retiring);
    expect(impact).toEqual({ kind: "archived", client: "Diego Silva" });
    expect(impactText(impact, "before")).toBe(
      "Will be archived: Diego Silva (no other live lead or project names them).",
    );
    expect(impactText(impact, "after")).toMatch(/^Archived too: Diego Silva/);
  });

  it("keeps the client another live lead or an unarchived project names", async () => {
    answer([lead(1), lead(2, "Current", "Garcia Siding Repair")], 0);
    expect(impactText(await retireImpact(retiring), "before")).toBe(
      "Stays active: Diego Silva (still named by the lead “Garcia Siding Repair”).",
    );
    answer([lead(1)], 1);
    expect(await retireImpact(retiring)).toEqual({
      kind: "stays",
      client: "Diego Silva",
      because: "a project",
    });
  });

  it("says 'may' when it cannot read every lead of the client, or a read fails", async () => {
    answer([lead(1)], 0, 250);
    expect(impactText(await retireImpact(retiring), "before")).toMatch(/^May be archived: Diego Silva/);
    answers.set("/api/leads?", new Error("offline"));
    expect((await retireImpact(retiring)).kind).toBe("may");
  });

  it("has nothing to say of a lead without a client", async () => {
    expect(impactText(await retireImpact({ id: 1, client: null }), "before")).toBe(
      "It has no client, so no client is archived.",
    );
  });
});
