import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { isEventType } from "./event-type";
import { parseRetryAfterMs, parseRetryAfterS } from "./retry-after";
import { sign, SIGNATURE_FORMAT } from "./signature";

// The partner API's wire rules, one table each: the sandbox and the console both import these functions, so a
// row here holds for both halves.

const body = '{"event_type":"project.create","entity_id":1}\n';
const hmac = (s: string, t: string, b: string) => createHmac("sha256", s).update(`${t}.${b}`).digest("hex");

describe("signature", () => {
  it.each([
    ["whsec_test-secret", "1750000000", body],
    ["whsec_other", "1", "{}"],
    ["whsec_test-secret", "1750000000", ""],
    ["whsec_ünïcode", "1750000000", '{"name":"Ærø"}'],
  ])("sign(%j, %j, body) is sha256= and the lower-case hex HMAC of timestamp.body", (secret, ts, b) => {
    expect(sign(secret, ts, b)).toBe(`sha256=${hmac(secret, ts, b)}`);
    expect(sign(secret, ts, b)).toMatch(SIGNATURE_FORMAT);
  });

  it("matches a fixed vector (so a change of the rule cannot pass by changing the oracle too)", () => {
    expect(sign("whsec_test-secret", "1750000000", body)).toBe(
      "sha256=20559bee92d856406e65e26e2c231556aedbbed20d45b2154681246a3ff3c4b7",
    );
  });
});

describe("Retry-After", () => {
  const NOW = Date.UTC(2027, 0, 1, 12, 0, 0);
  it.each([
    ["120", 120_000],
    [" 0 ", 0],
    ["Fri, 01 Jan 2027 12:02:00 GMT", 120_000],
    ["Friday, 01-Jan-27 12:00:30 GMT", 30_000],
    ["Fri, 01 Jan 2027 11:00:00 GMT", 0],
    ["Fri, 01 Jan 2027 12:00:00 GMT", 0],
    [null, undefined],
    [undefined, undefined],
    ["", undefined],
    ["soon", undefined],
    ["-5", undefined],
    ["1.5", undefined],
    ["12abc", undefined],
    ["2027-01-01T12:02:00Z", undefined],
    ["Fri, 99 Foo 2027", undefined],
  ])("%j is %j ms", (header, ms) => {
    expect(parseRetryAfterMs(header, NOW)).toBe(ms);
  });

  it.each([
    ["2", 2],
    ["Fri, 01 Jan 2027 12:00:01 GMT", 2], // 1.5 s from now
    ["soon", undefined],
  ])("%j is %j s, rounded up", (header, s) => {
    expect(parseRetryAfterS(header, NOW - 500)).toBe(s);
  });
});

describe("event type", () => {
  it.each([
    ["project.create", true],
    ["daily-log.update", true],
    ["lead.convert", true],
    ["", false],
    ["project", false],
    ["Project.create", false],
    ["project.create.extra", false],
    ["1project.create", false],
    ["project.", false],
    [".create", false],
    ["project_create.x", false],
  ])("%j is an event type: %j", (text, ok) => {
    expect(isEventType(text)).toBe(ok);
  });
});
