import { describe, expect, it } from "vitest";
import type { DeliveryAttempt } from "@/lib/partner-api/contract/reader";
import { failureCause } from "./failure-cause";
import { healthOf } from "./health";
import { lastOutcomeOf, type LastOutcome } from "./last-outcome";
import { subscriptionState } from "./subscription-state";

const reactivatedAt = "2026-11-26T10:00:00.000Z";
const sub = (status: string, consecutiveFailures = 0) => ({
  status,
  consecutiveFailures,
  updatedAt: reactivatedAt,
});
const outcome = (o: Partial<LastOutcome>): LastOutcome => ({
  ok: false,
  at: "2026-11-26T09:59:00.000Z",
  test: false,
  deliveryId: "d1",
  eventType: "project.create",
  retrying: false,
  cause: failureCause({ responseStatus: 500, responseBody: "receiver exploded", error: null }),
  ...o,
});
const time = (iso: string) => `[${iso.slice(11, 16)}]`;

describe("subscriptionState", () => {
  it("active and healthy: the last delivery succeeded", () => {
    const s = subscriptionState(sub("active"), outcome({ ok: true, cause: null }), time);
    expect(s).toMatchObject({
      kind: "healthy",
      label: "Active · healthy",
      tone: "success",
      lastFailure: null,
    });
    expect(s.summary).toBe("Healthy: no failure streak, and the last delivery succeeded at [09:59].");
  });

  it("active with nothing delivered yet, or the log unknown, claims no delivery", () => {
    expect(subscriptionState(sub("active"), null).summary).toMatch(/Nothing has been delivered yet/);
    const unknown = subscriptionState(sub("active"), undefined);
    expect(unknown).toMatchObject({ kind: "healthy", label: "Active", summary: "No failure streak." });
  });

  it("active and failing n of N, in the warning colour, with the cause", () => {
    const s = subscriptionState(sub("active", 8), outcome({ at: "2026-11-26T10:05:00.000Z" }), time);
    expect(s).toMatchObject({ kind: "failing", label: "Active · failing (8 of 10)", tone: "warning" });
    expect(s.summary).toBe(
      "Failing: 8 events in a row failed; the last delivery failed (HTTP 500) at [10:05]. It stays failing until a delivery succeeds.",
    );
    expect(s.lastFailure?.cause?.snippet).toBe("receiver exploded");
    // A streak is failing even when the last answer known is a successful test (tests do not reset it).
    expect(subscriptionState(sub("active", 1), outcome({ ok: true, test: true, cause: null })).kind).toBe(
      "failing",
    );
    expect(subscriptionState(sub("active", 1), undefined).label).toBe("Active · failing (1 of 10)");
  });

  it("reactivated, not yet verified until a delivery succeeds", () => {
    const s = subscriptionState(sub("active"), outcome({}), time);
    expect(s).toMatchObject({ kind: "unverified", label: "Reactivated, not yet verified", tone: "warning" });
    expect(s.summary).toBe("Reactivated, not yet verified: the last delivery failed (HTTP 500) at [09:59].");
    expect(healthOf({ ...sub("active"), status: "active", lastOutcome: outcome({}) })).toBe("failing");
  });

  it("reactivated, then a success: healthy again", () => {
    const after = outcome({ ok: true, cause: null, at: "2026-11-26T10:01:00.000Z", test: true });
    const s = subscriptionState(sub("active"), after, time);
    expect(s).toMatchObject({ kind: "healthy", tone: "success", lastFailure: null });
    expect(s.summary).toMatch(/last delivery \(a test\) succeeded at \[10:01\]/);
    expect(healthOf({ status: "active", consecutiveFailures: 0, lastOutcome: after })).toBe("healthy");
  });

  it("a failed test or a failed first attempt on a clean streak is not called a reactivation, nor healthy", () => {
    const test = subscriptionState(
      sub("active"),
      outcome({ test: true, at: "2026-11-26T10:02:00.000Z" }),
      time,
    );
    expect(test).toMatchObject({
      kind: "unverified",
      label: "Active · last delivery failed",
      tone: "warning",
    });
    expect(test.summary).toBe(
      "Not yet verified: the last delivery (a test) failed (HTTP 500) at [10:02]. No delivery has succeeded since.",
    );
    // A test that failed before the reactivation: reactivated, not yet verified.
    expect(subscriptionState(sub("active"), outcome({ test: true }), time).summary).toBe(
      "Reactivated, not yet verified: the last delivery (a test) failed (HTTP 500) at [09:59].",
    );
    const retry = subscriptionState(
      sub("active"),
      outcome({ retrying: true, at: "2026-11-26T10:02:00.000Z" }),
    );
    expect(retry.summary).toMatch(/a retry is scheduled/);
  });

  it("paused and disabled keep their status, and the last failure in view", () => {
    const paused = subscriptionState(sub("paused", 3), outcome({}), time);
    expect(paused).toMatchObject({ kind: "paused", label: "Paused", tone: "secondary" });
    expect(paused.summary).toMatch(/Before that, the last delivery failed \(HTTP 500\) at \[09:59\]\./);
    const auto = subscriptionState(sub("disabled", 10), outcome({}));
    expect(auto).toMatchObject({
      kind: "disabled",
      label: "Disabled · 10 of 10 failed",
      tone: "destructive",
    });
    expect(auto.summary).toMatch(/^Disabled automatically after 10 events failed in a row/);
    expect(subscriptionState(sub("disabled", 2), null).label).toBe("Disabled");
    expect(healthOf({ status: "paused", consecutiveFailures: 0, lastOutcome: outcome({ ok: true }) })).toBe(
      "paused",
    );
  });

  it("an unknown status from a tolerant read is named, neutral, never healthy", () => {
    const s = subscriptionState(sub("suspended"), outcome({ ok: true, cause: null }));
    expect(s).toMatchObject({ kind: "unknown", label: "Status “suspended”", tone: "outline" });
  });
});

describe("failureCause", () => {
  it("names the cause of each kind of failure", () => {
    expect(failureCause({ responseStatus: 500, responseBody: "  receiver exploded\n", error: null })).toEqual(
      {
        kind: "http",
        label: "HTTP 500",
        status: 500,
        snippet: "receiver exploded",
      },
    );
    expect(failureCause({ responseStatus: null, error: "timeout: no response within 10000 ms" }).label).toBe(
      "timed out after 10 s",
    );
    expect(failureCause({ responseStatus: null, error: "timeout: no response within 250 ms" }).label).toBe(
      "timed out after 250 ms",
    );
    expect(failureCause({ responseStatus: null, error: "connection refused" })).toMatchObject({
      kind: "refused",
      label: "connection refused",
    });
    expect(failureCause({ responseStatus: null, error: "TLS: CERT_HAS_EXPIRED" })).toMatchObject({
      kind: "tls",
      label: "TLS error",
      snippet: "TLS: CERT_HAS_EXPIRED",
    });
    expect(failureCause({ error: "DNS: host not found" }).label).toBe("DNS lookup failed");
    expect(
      failureCause({ error: "refused: the target's address is not allowed (SANDBOX_WEBHOOK_TARGETS)" }).label,
    ).toBe("target not allowed");
    expect(failureCause({ error: "something else went wrong" })).toMatchObject({
      kind: "other",
      label: "something else went wrong",
    });
  });

  it("is tolerant: missing fields read as an unknown cause, an empty body as no snippet", () => {
    expect(failureCause(undefined)).toEqual({
      kind: "unknown",
      label: "unknown cause",
      status: null,
      snippet: null,
    });
    expect(failureCause({})).toMatchObject({ label: "unknown cause" });
    expect(failureCause({ responseStatus: 502, responseBody: "" }).snippet).toBeNull();
    expect(failureCause({ responseStatus: 500, responseBody: "x".repeat(400) }).snippet).toHaveLength(301);
  });
});

describe("lastOutcomeOf", () => {
  const attempt = (
    outcome: DeliveryAttempt["outcome"],
    finishedAt: string | null,
    startedAt = "2026-11-26T09:00:00.000Z",
  ): DeliveryAttempt => ({
    attemptNumber: 1,
    outcome,
    startedAt,
    finishedAt,
    durationMs: 5,
    responseStatus: outcome === "success" ? 200 : 500,
    responseBody: "",
    error: null,
    nextAttemptAt: null,
  });
  const delivery = (id: string, test: boolean, attempts: DeliveryAttempt[]) => ({
    id,
    eventType: "project.create",
    test,
    attempts: [...attempts],
  });

  it("takes the newest finished attempt across deliveries, test sends included", () => {
    const last = lastOutcomeOf([
      delivery("old", false, [attempt("failed", "2026-11-26T09:00:01.000Z")]),
      delivery("test", true, [attempt("success", "2026-11-26T09:30:00.000Z")]),
      delivery("flight", false, [attempt("in_flight", null, "2026-11-26T09:40:00.000Z")]),
    ]);
    expect(last).toMatchObject({ ok: true, deliveryId: "test", test: true, cause: null });
  });

  it("is null when nothing has been attempted, and marks a failure that will be retried", () => {
    expect(lastOutcomeOf([])).toBeNull();
    const r = lastOutcomeOf([delivery("a", false, [attempt("retry", "2026-11-26T09:00:01.000Z")])]);
    expect(r).toMatchObject({ ok: false, retrying: true, cause: { label: "HTTP 500" } });
  });
});
