import { afterEach, describe, expect, it, vi } from "vitest";
import { replayFailedBody, webhookCreateBody, webhookListQuery, webhookUpdateBody } from "./schemas";

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`) ?? [];

describe("webhookCreateBody", () => {
  it("passes the contract's fields, trims the URL and caps maxAttempts", () => {
    expect(
      webhookCreateBody.parse({
        url: " https://example.com/h ",
        triggers: [{ resourceName: "project", eventType: "create" }],
        maxAttempts: 50,
        headers: { "X-Token": "t" },
        description: "d",
        extra: 1,
      }),
    ).toEqual({
      url: "https://example.com/h",
      triggers: [{ resourceName: "project", eventType: "create" }],
      maxAttempts: 10,
      headers: { "X-Token": "t" },
      description: "d",
    });
  });

  it("refuses a URL the console's rule refuses, with the rule's message", () => {
    const r = webhookCreateBody.safeParse({ url: "http://example.com/h" });
    expect(issues(r)).toEqual([expect.stringMatching(/^url: Use https:\/\/\..*loopback/)]);
    expect(issues(webhookCreateBody.safeParse({}))[0]).toMatch(/^url: /);
  });

  it("refuses the signing headers and bad maxAttempts", () => {
    expect(
      issues(
        webhookCreateBody.safeParse({ url: "https://a.example/h", headers: { "X-Webhook-Signature": "x" } }),
      ),
    ).toEqual([
      expect.stringContaining("X-Webhook-Signature: X-Webhook-Signature is set by the delivery engine"),
    ]);
    // The form's rule too: other X-Webhook- names would be dropped by the engine, so the route refuses them.
    expect(
      issues(
        webhookCreateBody.safeParse({ url: "https://a.example/h", headers: { "X-Webhook-Other": "x" } }),
      ),
    ).toEqual([expect.stringContaining("X-Webhook-Other: X-Webhook-Other cannot be set here")]);
    expect(issues(webhookUpdateBody.safeParse({ headers: { "x-webhook-id": "1" } }))).toEqual([
      expect.stringContaining("x-webhook-id cannot be set here"),
    ]);
    expect(
      webhookCreateBody.safeParse({ url: "https://a.example/h", headers: { "X-Api-Key": "k" } }).success,
    ).toBe(true);
    expect(webhookCreateBody.safeParse({ url: "https://a.example/h", maxAttempts: 0 }).success).toBe(false);
    expect(webhookCreateBody.safeParse({ url: "https://a.example/h", maxAttempts: "5" }).success).toBe(false);
  });
});

describe("webhookUpdateBody", () => {
  it("refuses a status: that is pause, disable or reactivate", () => {
    expect(issues(webhookUpdateBody.safeParse({ status: "paused" }))).toEqual([
      expect.stringMatching(/^status: change the status with pause, disable or reactivate/),
    ]);
    expect(webhookUpdateBody.safeParse({ description: "x" }).success).toBe(true);
  });

  it("checks a URL only when one is sent", () => {
    expect(webhookUpdateBody.parse({})).toEqual({});
    expect(webhookUpdateBody.safeParse({ url: "ftp://example.com" }).success).toBe(false);
  });

  it("wants the trigger list with updateTriggers", () => {
    expect(issues(webhookUpdateBody.safeParse({ updateTriggers: true }))).toEqual([
      "triggers: send the full trigger list with updateTriggers: true",
    ]);
    expect(webhookUpdateBody.safeParse({ updateTriggers: true, triggers: [] }).success).toBe(true);
  });
});

describe("webhookListQuery", () => {
  it("knows the three statuses", () => {
    expect(webhookListQuery.parse({ status: "paused" })).toEqual({ status: "paused" });
    expect(webhookListQuery.safeParse({ status: "broken" }).success).toBe(false);
  });
});

describe("replayFailedBody", () => {
  afterEach(() => vi.useRealTimers());

  it("takes an ISO timestamp, with or without an offset, as UTC", () => {
    expect(replayFailedBody.parse({ since: "2025-01-31T09:00:00Z" })).toEqual({
      since: "2025-01-31T09:00:00.000Z",
    });
    expect(replayFailedBody.parse({ since: "2025-01-31T10:00:00+01:00" }).since).toBe(
      "2025-01-31T09:00:00.000Z",
    );
  });

  it("refuses other text, a missing value and the future", () => {
    vi.useFakeTimers({ now: Date.parse("2025-02-01T00:00:00Z") });
    expect(issues(replayFailedBody.safeParse({ since: "yesterday" }))[0]).toContain("ISO 8601");
    expect(replayFailedBody.safeParse({}).success).toBe(false);
    expect(issues(replayFailedBody.safeParse({ since: "2025-02-01T01:00:00Z" }))).toEqual([
      "since: since may not be in the future",
    ]);
    expect(replayFailedBody.safeParse({ since: "2025-01-31T23:59:00Z" }).success).toBe(true);
  });

  it("refuses a time before the epoch, which would become an extended year the API refuses", () => {
    expect(issues(replayFailedBody.safeParse({ since: "0000-01-01T00:00:00+01:00" }))).toEqual([
      "since: since may not be before 1970",
    ]);
  });
});
