import { describe, expect, it } from "vitest";
import { triggerCatalog } from "@/lib/partner-api/contract";
import {
  activeTriggerKeys,
  groupState,
  groupTriggers,
  sameTriggerSet,
  toggleGroup,
  toggleTrigger,
  triggerKey,
  triggerRef,
} from "./triggers";

describe("trigger keys", () => {
  it("round-trips, also with a dash in the resource name", () => {
    const ref = { resourceName: "team-member", eventType: "update" };
    expect(triggerKey(ref)).toBe("team-member.update");
    expect(triggerRef(triggerKey(ref))).toEqual(ref);
  });

  it("keeps only active triggers, once each, sorted", () => {
    expect(
      activeTriggerKeys([
        { resourceName: "project", eventType: "update", isActive: true },
        { resourceName: "lead", eventType: "create", isActive: true },
        { resourceName: "lead", eventType: "create", isActive: true },
        { resourceName: "task", eventType: "delete", isActive: false },
      ]),
    ).toEqual(["lead.create", "project.update"]);
  });
});

describe("sameTriggerSet", () => {
  it.each([
    [["a.create", "b.update"], ["b.update", "a.create"], true],
    [["a.create", "a.create"], ["a.create"], true],
    [[], [], true],
    [["a.create"], ["a.create", "b.update"], false],
    [["a.create"], ["a.update"], false],
  ])("%j vs %j is %s", (a, b, same) => {
    expect(sameTriggerSet(a, b)).toBe(same);
  });
});

describe("groupTriggers", () => {
  const groups = groupTriggers(triggerCatalog);

  it("groups the catalog by resource in its order, named from the labels", () => {
    expect(groups.map((g) => g.label)).toEqual([
      "Client",
      "Project",
      "Lead",
      "Task",
      "Milestone",
      "Vendor",
      "File",
      "Team Member",
      "Subcontractor",
      "Daily Log",
      "Contact Group",
    ]);
    expect(groups.flatMap((g) => g.options)).toHaveLength(triggerCatalog.length);
    expect(groups[1]!.options.map((o) => [o.key, o.eventLabel])).toEqual([
      ["project.create", "Created"],
      ["project.update", "Updated"],
      ["project.delete", "Deleted"],
    ]);
  });

  it("puts selected keys the catalog does not know in a group of their own", () => {
    const extra = groupTriggers(triggerCatalog, ["project.create", "gadget.explode"]);
    expect(extra.at(-1)).toMatchObject({ label: "Not in the catalog", options: [{ key: "gadget.explode" }] });
  });
});

describe("group selection", () => {
  const project = groupTriggers(triggerCatalog)[1]!;

  it("reports none, some or all", () => {
    expect(groupState(project, new Set())).toBe(false);
    expect(groupState(project, new Set(["project.update"]))).toBe("indeterminate");
    expect(groupState(project, new Set(["project.create", "project.update", "project.delete"]))).toBe(true);
  });

  it("selects and clears a whole group, leaving the rest", () => {
    const all = toggleGroup(project, ["lead.create", "project.update"], true);
    expect(new Set(all)).toEqual(
      new Set(["lead.create", "project.create", "project.update", "project.delete"]),
    );
    expect(toggleGroup(project, all, false)).toEqual(["lead.create"]);
  });

  it("toggles one trigger", () => {
    expect(toggleTrigger(["a.create"], "b.create", true)).toEqual(["a.create", "b.create"]);
    expect(toggleTrigger(["a.create", "b.create"], "a.create", false)).toEqual(["b.create"]);
  });
});
