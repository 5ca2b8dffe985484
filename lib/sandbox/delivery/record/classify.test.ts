import { describe, expect, it } from "vitest";
import { classify } from "./classify";

const status = (s: number) => classify({ kind: "response", status: s, retryAfter: null, body: "" });

describe("attempt outcomes", () => {
  it.each([200, 201, 202, 204, 299])("%i succeeds", (s) => expect(status(s)).toBe("success"));
  it.each([408, 429, 500, 502, 503, 504, 599, 301, 302, 307, 308])("%i is retried", (s) =>
    expect(status(s)).toBe("retryable"),
  );
  it.each([400, 401, 403, 404, 405, 409, 410, 413, 422, 451, 100])("%i fails at once", (s) =>
    expect(status(s)).toBe("rejected"),
  );
  it("retries when there was no response (connection, DNS, TLS, timeout)", () =>
    expect(classify({ kind: "error", error: "timeout" })).toBe("retryable"));
});

describe("a request the sandbox cannot send", () => {
  it("fails at once (retrying would fail the same way)", () =>
    expect(classify({ kind: "error", error: "request not sent", local: true })).toBe("rejected"));
});
