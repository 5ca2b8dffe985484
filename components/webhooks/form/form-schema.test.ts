import { describe, expect, it } from "vitest";
import { subscriptionCreateBody, subscriptionUpdateBody } from "@/lib/partner-api/contract";
import type { WebhookSubscription } from "@/lib/partner-api/contract/reader";
import {
  emptySubscriptionValues,
  subscriptionFormPathOf,
  toCreateBody,
  toFormValues,
  toUpdateBody,
  type SubscriptionFormValues,
} from "./form-schema";
import { subscriptionFormSchema } from "./form-zod";

const values = (over: Partial<SubscriptionFormValues> = {}): SubscriptionFormValues => ({
  ...emptySubscriptionValues(),
  url: "https://example.com/hooks",
  triggers: ["project.create"],
  ...over,
});

const sub: WebhookSubscription = {
  id: 4,
  companyId: 1,
  url: "https://example.com/hooks",
  status: "active",
  description: "ERP sync",
  maxAttempts: 5,
  headers: { "X-Api-Key": "k1", "X-Tenant": "t" },
  consecutiveFailures: 0,
  createdBy: 1,
  createdAt: "2025-01-02T03:04:05.000Z",
  updatedAt: "2025-01-02T03:04:05.000Z",
  triggers: [
    { id: 1, resourceName: "project", eventType: "update", isActive: true },
    { id: 2, resourceName: "lead", eventType: "create", isActive: true },
    { id: 3, resourceName: "task", eventType: "delete", isActive: false },
  ],
};

const errorsOf = (v: SubscriptionFormValues) => {
  const r = subscriptionFormSchema.safeParse(v);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("subscriptionFormSchema", () => {
  it("accepts a minimal subscription", () => {
    expect(errorsOf(values())).toEqual({});
  });

  it("requires at least one trigger and says why", () => {
    expect(errorsOf(values({ triggers: [] })).triggers).toMatch(/receives nothing/);
  });

  it.each([
    ["http://example.com/x", /loopback/],
    ["ftp://example.com", /https/],
    ["", /Enter/],
  ])("refuses the URL %s", (url, message) => {
    expect(errorsOf(values({ url })).url).toMatch(message);
  });

  it("accepts plain http to loopback", () => {
    expect(errorsOf(values({ url: "http://127.0.0.1:4000/hook" }))).toEqual({});
  });

  it.each([
    ["0", /At least 1/],
    ["11", /caps larger values at 10/],
    ["2.5", /whole number/],
    ["", /whole number/],
  ])("refuses %s attempts", (maxAttempts, message) => {
    expect(errorsOf(values({ maxAttempts })).maxAttempts).toMatch(message);
  });

  it.each([
    "Content-Type",
    "x-webhook-signature",
    "X-Webhook-Timestamp",
    "X-Webhook-Other",
    "Host",
    "connection",
  ])("refuses the reserved header %s, naming it", (name) => {
    expect(errorsOf(values({ headers: [{ name, value: "v" }] }))["headers.0.name"]).toContain(name);
  });

  it("refuses duplicate names case-insensitively, on the later row", () => {
    const errors = errorsOf(
      values({
        headers: [
          { name: "X-Key", value: "a" },
          { name: "x-key", value: "b" },
        ],
      }),
    );
    expect(Object.keys(errors)).toEqual(["headers.1.name"]);
    expect(errors["headers.1.name"]).toMatch(/header 1/);
  });

  it("refuses names that are not HTTP tokens, blank names and values with line breaks", () => {
    const errors = errorsOf(
      values({
        headers: [
          { name: "X Key", value: "a" },
          { name: "  ", value: "b" },
          { name: "X-Ok", value: "a\r\nInjected: 1" },
        ],
      }),
    );
    expect(Object.keys(errors).sort()).toEqual(["headers.0.name", "headers.1.name", "headers.2.value"]);
  });

  it.each([
    ["\u{1F511} key", /Latin-1/],
    ["a\u0000b", /control characters/],
    ["Bearer x ", /start or end with spaces/],
  ])("refuses the value %j that Node could not send as it stands", (value, message) => {
    expect(errorsOf(values({ headers: [{ name: "X-Key", value }] }))["headers.0.value"]).toMatch(message);
  });

  it("allows at most 20 headers", () => {
    const headers = Array.from({ length: 21 }, (_, i) => ({ name: `X-H${i}`, value: "" }));
    expect(errorsOf(values({ headers })).headers).toMatch(/20/);
    expect(errorsOf(values({ headers: headers.slice(0, 20) }))).toEqual({});
  });
});

describe("toCreateBody", () => {
  it("trims, converts and leaves blank optional fields out", () => {
    const body = toCreateBody(values({ url: "  https://example.com/hooks ", description: "  " }));
    expect(body).toEqual({
      url: "https://example.com/hooks",
      triggers: [{ resourceName: "project", eventType: "create" }],
      maxAttempts: 5,
    });
    expect(subscriptionCreateBody.safeParse(body).success).toBe(true);
  });

  it("sends headers as an object and the triggers de-duplicated", () => {
    const body = toCreateBody(
      values({
        description: " ERP ",
        maxAttempts: "10",
        headers: [{ name: " X-Api-Key ", value: "secret value" }],
        triggers: ["team-member.create", "project.create", "project.create"],
      }),
    );
    expect(body).toEqual({
      url: "https://example.com/hooks",
      description: "ERP",
      maxAttempts: 10,
      headers: { "X-Api-Key": "secret value" },
      triggers: [
        { resourceName: "project", eventType: "create" },
        { resourceName: "team-member", eventType: "create" },
      ],
    });
    expect(subscriptionCreateBody.safeParse(body).success).toBe(true);
  });
});

describe("toUpdateBody", () => {
  const base = toFormValues(sub);

  it("reads only the active triggers of a subscription", () => {
    expect(base.triggers).toEqual(["lead.create", "project.update"]);
    expect(base.headers).toEqual([
      { name: "X-Api-Key", value: "k1" },
      { name: "X-Tenant", value: "t" },
    ]);
  });

  it("sends nothing when nothing changed", () => {
    expect(toUpdateBody({ ...base }, base)).toEqual({});
  });

  it("treats reordered triggers and headers as unchanged", () => {
    const next = {
      ...base,
      triggers: [...base.triggers].reverse(),
      headers: [...base.headers].reverse(),
    };
    expect(toUpdateBody(next, base)).toEqual({});
  });

  it("sends the trigger set with updateTriggers only when it changed", () => {
    const body = toUpdateBody({ ...base, triggers: ["lead.create"] }, base);
    expect(body).toEqual({
      triggers: [{ resourceName: "lead", eventType: "create" }],
      updateTriggers: true,
    });
    expect(subscriptionUpdateBody.safeParse(body).success).toBe(true);
  });

  it("sends each changed field alone; a cleared description as null", () => {
    expect(toUpdateBody({ ...base, description: "" }, base)).toEqual({ description: null });
    expect(toUpdateBody({ ...base, maxAttempts: " 7" }, base)).toEqual({ maxAttempts: 7 });
    expect(toUpdateBody({ ...base, url: "https://example.org/new " }, base)).toEqual({
      url: "https://example.org/new",
    });
  });

  it("sends the whole header object when a header changed or was removed", () => {
    expect(toUpdateBody({ ...base, headers: [{ name: "X-Api-Key", value: "k2" }] }, base)).toEqual({
      headers: { "X-Api-Key": "k2" },
    });
    expect(toUpdateBody({ ...base, headers: [] }, base)).toEqual({ headers: {} });
  });
});

describe("subscriptionFormPathOf", () => {
  const v = values({
    headers: [
      { name: "X-A", value: "" },
      { name: "X-Webhook-Foo", value: "" },
    ],
  });
  const pathOf = subscriptionFormPathOf(v);

  it.each([
    ["url", "url"],
    ["maxAttempts", "maxAttempts"],
    ["triggers", "triggers"],
    ["triggers.0.resourceName", "triggers"],
    ["headers.x-webhook-foo", "headers.1.name"],
  ])("maps %s to %s", (api, form) => {
    expect(pathOf(api)).toBe(form);
  });

  it.each(["headers", "headers.X-Missing", "body", "status"])("leaves %s form-wide", (api) => {
    expect(pathOf(api)).toBeUndefined();
  });
});
