import { encode } from "next-auth/jwt";
import { describe, expect, it } from "vitest";
import { decodeSessionToken, sessionCookieValue } from "./session-token";

const SECRET = "a-test-secret-of-some-length";
const make = (claims: Record<string, unknown>, maxAge = 3600, secret = SECRET) =>
  encode({ token: claims, secret, maxAge });

describe("session cookie decoding", () => {
  it("reads the session id from a cookie next-auth wrote", async () => {
    const token = await make({ sid: "abc", role: "manager", email: "m@example.com" });
    expect(await decodeSessionToken(token, SECRET)).toEqual({ sid: "abc" });
  });

  it("refuses another secret's cookie, a damaged one and one without a session id", async () => {
    expect(await decodeSessionToken(await make({ sid: "x" }, 3600, "other-secret"), SECRET)).toBeNull();
    const token = await make({ sid: "y" });
    const damaged = token.slice(0, -4) + (token.endsWith("AAAA") ? "BBBB" : "AAAA");
    expect(await decodeSessionToken(damaged, SECRET)).toBeNull();
    expect(await decodeSessionToken("not.a.token.at.all", SECRET)).toBeNull();
    expect(await decodeSessionToken(await make({ role: "admin" }), SECRET)).toBeNull();
  });

  it("refuses an expired cookie, also one that was decoded while valid", async () => {
    const token = await make({ sid: "z" }, 60);
    expect(await decodeSessionToken(token, SECRET)).toEqual({ sid: "z" });
    const later = Date.now() + 60_000 + 16_000; // past exp and next-auth's 15 s tolerance
    expect(await decodeSessionToken(token, SECRET, later)).toBeNull();
    expect(await decodeSessionToken(await make({ sid: "w" }, -120), SECRET)).toBeNull();
  });
});

describe("session cookie value", () => {
  const jar = (cookies: Record<string, string>) => (name: string) => cookies[name];
  it("reads next-auth's name, with the __Secure- prefix on https only", () => {
    expect(sessionCookieValue(jar({ "next-auth.session-token": "t" }), false)).toBe("t");
    expect(sessionCookieValue(jar({ "next-auth.session-token": "t" }), true)).toBeUndefined();
    expect(sessionCookieValue(jar({ "__Secure-next-auth.session-token": "s" }), true)).toBe("s");
  });
  it("joins the chunks of a token that outgrew one cookie, in order", () => {
    const cookies = { "next-auth.session-token.1": "b", "next-auth.session-token.0": "a" };
    expect(sessionCookieValue(jar(cookies), false)).toBe("ab");
    expect(sessionCookieValue(jar({}), false)).toBeUndefined();
  });
});
