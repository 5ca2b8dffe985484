import { describe, expect, it } from "vitest";
import { milestoneParams, milestonePatchBody } from "./patch-body";

const messages = (input: unknown) => {
  const r = milestonePatchBody.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("milestonePatchBody", () => {
  it("accepts a partial update that names the parent", () => {
    expect(
      milestonePatchBody.parse({ parentId: 12, parentType: "inquiry", dueDate: 0, parentMilestoneId: 5 }),
    ).toEqual({ parentId: 12, parentType: "inquiry", dueDate: 0, parentMilestoneId: "5" });
  });

  it("says plainly that parentId and parentType are required", () => {
    expect(messages({ name: "x" })).toEqual([
      "parentId: required: the id of the project or lead the milestone belongs to",
      'parentType: required: "project" or "inquiry" (a lead)',
    ]);
  });

  it("keeps the usual messages for wrong values", () => {
    const [id, type] = messages({ parentId: "12", parentType: "job" });
    expect(id).toMatch(/^parentId: .*number/);
    expect(type).toMatch(/^parentType: .*"project"/);
    expect(messages({ parentId: 0, parentType: "project" })).toHaveLength(1);
  });

  it("sends back parent milestone and timeline ids above 2^31 - 1 as the API gave them", () => {
    const big = 2 ** 31 + 5;
    expect(
      milestonePatchBody.parse({
        parentId: big,
        parentType: "project",
        parentMilestoneId: big,
        timelineId: big,
      }),
    ).toEqual({ parentId: big, parentType: "project", parentMilestoneId: String(big), timelineId: big });
    expect(messages({ parentId: 1, parentType: "project", timelineId: 2 ** 53 })[0]).toMatch(/^timelineId/);
  });

  it("refuses what the contract refuses", () => {
    expect(messages({ parentId: 1, parentType: "project", status: "DONE" })[0]).toMatch(/^status/);
    expect(messages({ parentId: 1, parentType: "project", color: "red;" })[0]).toMatch(/^color/);
  });
});

describe("milestoneParams", () => {
  it("takes digit ids only, up to 2^53 - 1 (the console's one rule for ids)", () => {
    expect(milestoneParams.parse({ id: "345" })).toEqual({ id: "345" });
    expect(milestoneParams.parse({ id: "9007199254740991" })).toEqual({ id: "9007199254740991" });
    for (const id of ["0", "01", "abc", "1.5", "9007199254740992", "12345678901234567"])
      expect(milestoneParams.safeParse({ id }).success).toBe(false);
  });
});
