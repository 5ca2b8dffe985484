import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signatureCheckBody } from "./schemas";
import { checkSignature } from "./signature";

const secret = "whsec_test-secret";
const body = '{"event_type":"project.create","entity_id":1}\n';
const now = 1_750_000_000_000;
const ts = String(now / 1000 - 10);
const sign = (s: string, t: string, b: string) =>
  `sha256=${createHmac("sha256", s).update(`${t}.${b}`).digest("hex")}`;
const check = (over: Partial<Record<"body" | "timestamp" | "signature" | "secret", string>> = {}) =>
  checkSignature(
    signatureCheckBody.parse({ body, timestamp: ts, signature: sign(secret, ts, body), secret, ...over }),
    now,
  );

describe("checkSignature", () => {
  it("verifies a fresh, correctly signed body", () => {
    expect(check()).toEqual({ valid: true, reason: expect.stringContaining("verifies") });
  });

  it("ignores whitespace pasted around the headers and the secret, never inside the body", () => {
    expect(
      check({ timestamp: ` ${ts}\n`, signature: ` ${sign(secret, ts, body)} `, secret: `${secret}\n` }).valid,
    ).toBe(true);
    expect(check({ body: body.trim() }).valid).toBe(false);
  });

  it("accepts upper-case hex", () => {
    const sig = sign(secret, ts, body);
    expect(check({ signature: `sha256=${sig.slice(7).toUpperCase()}` }).valid).toBe(true);
  });

  it("names a mismatch: wrong secret, changed body or other timestamp", () => {
    for (const over of [
      { secret: "whsec_other" },
      { body: body.replace("1", "2") },
      { timestamp: String(Number(ts) - 1) },
    ]) {
      const r = check(over);
      expect(r.valid).toBe(false);
      expect(r.reason).toContain("does not match");
      expect(r.reason).toContain("secret");
      expect(r.reason).toContain("byte-for-byte");
    }
  });

  it.each([
    "abc",
    "sha256=xyz",
    `sha1=${"a".repeat(64)}`,
    `sha256=${"a".repeat(63)}`,
    `sha256=${"g".repeat(64)}`,
  ])("calls %j malformed", (signature) => {
    const r = check({ signature });
    expect(r).toEqual({ valid: false, reason: expect.stringContaining("malformed") });
    expect(r.reason).toContain("64 hexadecimal");
  });

  it.each(["yesterday", "2025-01-01T00:00:00Z", "-5", "1.5e9", "17500000.5"])(
    "refuses the timestamp %j as not unix seconds",
    (timestamp) => {
      expect(check({ timestamp })).toEqual({
        valid: false,
        reason: expect.stringContaining("not unix seconds"),
      });
    },
  );

  it("spots a timestamp in milliseconds", () => {
    expect(check({ timestamp: String(now) }).reason).toContain("milliseconds");
  });

  it("still verifies a stale timestamp but says a receiver should refuse it", () => {
    const old = String(now / 1000 - 3600);
    const r = check({ timestamp: old, signature: sign(secret, old, body) });
    expect(r.valid).toBe(true);
    expect(r.reason).toContain("stale");
    expect(r.reason).toContain("1 h");
    const future = String(now / 1000 + 900);
    const f = check({ timestamp: future, signature: sign(secret, future, body) });
    expect(f.valid).toBe(true);
    expect(f.reason).toContain("future");
  });

  it("never repeats the body or the secret in its reason", () => {
    for (const r of [check(), check({ secret: "whsec_other" }), check({ signature: "bad" })]) {
      expect(r.reason).not.toContain(secret);
      expect(r.reason).not.toContain("event_type");
    }
  });
});

describe("signatureCheckBody", () => {
  it("refuses missing or non-text fields without echoing their values", () => {
    const r = signatureCheckBody.safeParse({ body: 5, timestamp: "", signature: "s", secret: "whsec_leak" });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path[0])).toEqual(["body", "timestamp"]);
    expect(JSON.stringify(r.error?.issues)).not.toContain("whsec_leak");
  });

  it("takes a body of up to 1 MB", () => {
    const base = { timestamp: ts, signature: "s", secret };
    expect(signatureCheckBody.safeParse({ ...base, body: "a".repeat(1_000_000) }).success).toBe(true);
    expect(signatureCheckBody.safeParse({ ...base, body: "a".repeat(1_000_001) }).success).toBe(false);
  });
});
