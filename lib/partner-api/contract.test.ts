import { describe, expect, it } from "vitest";
import {
  customFieldCreateBody,
  customFieldValueRules,
  leadUpdateBody,
  milestoneCreateBody,
  pagingQuery,
  projectCreateBody,
  projectListQuery,
  subscriptionCreateBody,
  triggerCatalog,
} from "./contract";

describe("paging query", () => {
  it("defaults to 20 from 0", () => expect(pagingQuery.parse({})).toEqual({ limit: 20, offset: 0 }));
  it.each(["301", "-1", "1.5", "1e2", "", "abc", "0"])("refuses limit=%s", (limit) =>
    expect(pagingQuery.safeParse({ limit }).success).toBe(false),
  );
  it("accepts 300", () =>
    expect(pagingQuery.parse({ limit: "300", offset: "40" })).toEqual({ limit: 300, offset: 40 }));
});

describe("project bodies and filters", () => {
  it("requires a name on create", () => expect(projectCreateBody.safeParse({}).success).toBe(false));
  it("refuses contactId and clientId that differ", () =>
    expect(projectCreateBody.safeParse({ name: "A", contactId: 1, clientId: 2 }).success).toBe(false));
  it("parses a comma list of statuses", () =>
    expect(projectListQuery.parse({ statusId: "1,2,3" }).statusId).toEqual([1, 2, 3]));
  it.each(["1,", "a", "1,,2", "-1"])("refuses statusId=%s", (statusId) =>
    expect(projectListQuery.safeParse({ statusId }).success).toBe(false),
  );
  it("reads archived as a boolean", () =>
    expect(projectListQuery.parse({ archived: "false" }).archived).toBe(false));
});

describe("lead update", () => {
  it("refuses a phase change", () => expect(leadUpdateBody.safeParse({ phaseId: 2 }).success).toBe(false));
});

describe("milestones", () => {
  it("accepts parentMilestoneId as a string or a number", () => {
    expect(milestoneCreateBody.parse({ name: "x", parentMilestoneId: 7 }).parentMilestoneId).toBe("7");
    expect(milestoneCreateBody.parse({ name: "x", parentMilestoneId: "7" }).parentMilestoneId).toBe("7");
  });
  it("refuses an unknown type", () =>
    expect(milestoneCreateBody.safeParse({ name: "x", milestoneType: "TASK" }).success).toBe(false));
});

describe("custom fields", () => {
  it("maps Inquiry to Lead", () =>
    expect(
      customFieldCreateBody.parse({ name: "n", type: "text", customableType: "Inquiry" }).customableType,
    ).toBe("Lead"));
  it("needs options for single_select, without duplicates", () => {
    expect(
      customFieldCreateBody.safeParse({ name: "n", type: "single_select", customableType: "Lead" }).success,
    ).toBe(false);
    expect(
      customFieldCreateBody.safeParse({
        name: "n",
        type: "single_select",
        customableType: "Lead",
        options: ["a", "a"],
      }).success,
    ).toBe(false);
  });
  it.each([
    ["checkbox", "true", true],
    ["checkbox", "yes", false],
    ["link", "https://x.example/a", true],
    ["link", "javascript:alert(1)", false],
    ["date", "2026-02-28", true],
    ["date", "2026-02-30", false],
    ["duration", "PT1H30M", true],
    ["duration", "P2D", true],
    ["duration", "90 minutes", false],
    ["duration", "PT", false],
  ] as const)("%s value %s is valid: %s", (type, value, ok) =>
    expect(customFieldValueRules[type].check(value)).toBe(ok),
  );
});

describe("webhooks", () => {
  it("has the 30-entry catalog", () => expect(triggerCatalog).toHaveLength(30));
  it("caps maxAttempts at 10 and refuses 0", () => {
    expect(subscriptionCreateBody.parse({ url: "https://x.example", maxAttempts: 50 }).maxAttempts).toBe(10);
    expect(subscriptionCreateBody.safeParse({ url: "https://x.example", maxAttempts: 0 }).success).toBe(
      false,
    );
  });
  it.each(["X-Webhook-Signature", "content-type", "X-WEBHOOK-TIMESTAMP"])(
    "refuses the reserved header %s",
    (h) =>
      expect(
        subscriptionCreateBody.safeParse({ url: "https://x.example", headers: { [h]: "v" } }).success,
      ).toBe(false),
  );
});
