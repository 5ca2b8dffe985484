import { describe, expect, it } from "vitest";
import type { PartnerApiClient } from "@/lib/partner-api/client";
import { createdId, listMilestones, milestoneTarget } from "./server";

// A fake client with `n` milestones that records the calls it gets.
function fakeApi(n: number) {
  const calls: { op: string; params: unknown; query: { offset: number; limit: number } }[] = [];
  const api = {
    call: async (op: string, input: { params: unknown; query: { offset: number; limit: number } }) => {
      calls.push({ op, ...input });
      const { offset, limit } = input.query;
      const ids = Array.from({ length: Math.max(0, Math.min(limit, n - offset)) }, (_, i) => offset + i + 1);
      return { data: { data: ids.map((id) => ({ id: String(id) })), offset, limit, total: n }, status: 200 };
    },
  } as unknown as PartnerApiClient;
  return { api, calls };
}

describe("listMilestones", () => {
  it("pages through every milestone of a project", async () => {
    const { api, calls } = fakeApi(650);
    const { data: all, unreadable } = await listMilestones(api, "project", 12);
    expect(all).toHaveLength(650);
    expect(unreadable).toBeUndefined();
    expect(new Set(all.map((m) => m.id)).size).toBe(650);
    expect(calls.map((c) => [c.op, c.params, c.query.offset])).toEqual([
      ["listProjectMilestones", { projectId: 12 }, 0],
      ["listProjectMilestones", { projectId: 12 }, 300],
      ["listProjectMilestones", { projectId: 12 }, 600],
    ]);
  });

  it("uses the lead endpoint for parentType inquiry", async () => {
    const { api, calls } = fakeApi(0);
    expect(await listMilestones(api, "inquiry", 7)).toEqual({ data: [] });
    expect(calls.map((c) => [c.op, c.params])).toEqual([["listLeadMilestones", { leadId: 7 }]]);
  });
});

describe("unreadable milestones", () => {
  it("are named with their index across pages while the rest is listed", async () => {
    const api = {
      call: async (_op: string, input: { query: { offset: number; limit: number } }) => {
        const { offset } = input.query;
        const data = offset === 0 ? [{ id: "1" }, { id: "2" }] : [{ id: "3" }];
        const unreadable =
          offset === 2
            ? [{ index: 1, id: "4", shown: false, issues: [{ path: "id", message: "bad" }] }]
            : undefined;
        return { data: { data, offset, limit: 2, total: 4, unreadable }, status: 200 };
      },
    } as unknown as PartnerApiClient;
    const schedule = await listMilestones(api, "project", 1);
    expect(schedule.data.map((m) => m.id)).toEqual(["1", "2", "3"]);
    expect(schedule.unreadable).toEqual([
      { index: 3, id: "4", shown: false, issues: [{ path: "id", message: "bad" }] },
    ]);
  });
});

describe("audit targets", () => {
  it("name ids only", () => {
    expect(milestoneTarget("project", 12, "345")).toBe("project 12 milestone 345");
    expect(milestoneTarget("inquiry", 7, "9")).toBe("lead 7 milestone 9");
    expect(milestoneTarget("project", 12)).toBe("project 12");
    expect(createdId({ data: { id: "345" } })).toBe("345");
    expect(createdId(undefined)).toBeUndefined();
  });
});
