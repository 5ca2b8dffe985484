import { describe, expect, it } from "vitest";
import { RequestCookies } from "next/dist/compiled/@edge-runtime/cookies";
import { cookieReader } from "./cookie-header";

describe("cookieReader", () => {
  it("reads a Cookie header as Next's request cookies do", () => {
    const headers = [
      "next-auth.session-token=eyJhbGciOiJkaXIi.x-y_z; next-auth.csrf-token=abc%7Cdef",
      "a=1;b=2; a=3",
      "flag; empty=; bad=%E0%A4%A; good=%41",
      "",
    ];
    for (const header of headers) {
      const ours = cookieReader(header);
      const next = new RequestCookies(new Headers(header ? { cookie: header } : {}));
      for (const name of [
        "next-auth.session-token",
        "next-auth.csrf-token",
        "a",
        "b",
        "flag",
        "empty",
        "bad",
        "good",
        "none",
      ])
        expect(ours(name), `${name} in ${header}`).toBe(next.get(name)?.value);
    }
    expect(cookieReader(null)("a")).toBeUndefined();
  });
});
