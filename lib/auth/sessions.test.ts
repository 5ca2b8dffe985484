import { describe, expect, it } from "vitest";
import { sessionExpired } from "./sessions";

const H = 3_600_000;
const t0 = Date.UTC(2026, 0, 1);
const at = (h: number) => new Date(t0 + h * H);

describe("session expiry", () => {
  it("lives while used", () =>
    expect(sessionExpired({ createdAt: at(0), lastSeenAt: at(20) }, t0 + 23 * H)).toBe(false));
  it("ends after 8 hours idle", () =>
    expect(sessionExpired({ createdAt: at(0), lastSeenAt: at(1) }, t0 + 9.01 * H)).toBe(true));
  it("ends after 24 hours however busy", () =>
    expect(sessionExpired({ createdAt: at(0), lastSeenAt: at(23.9) }, t0 + 24.01 * H)).toBe(true));
});
