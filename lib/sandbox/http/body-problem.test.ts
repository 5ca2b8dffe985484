import { describe, expect, it } from "vitest";
import { bodyProblem, MAX_DEPTH } from "./body-problem";

describe("body problems", () => {
  it("accepts ordinary bodies", () =>
    expect(bodyProblem({ name: "x", addresses: [{ address: { name: "a" } }] })).toBeUndefined());
  it("finds a NUL in a nested string, naming its path", () =>
    expect(bodyProblem({ addresses: [{ address: { city: "a\u0000" } }] })).toEqual({
      path: "addresses.0.address.city",
      message: "NUL characters are not allowed",
    }));
  it("finds a NUL in a key", () =>
    expect(bodyProblem({ headers: { "x\u0000": "v" } })?.path).toBe("headers.x\u0000"));
  it("refuses very deep nesting without recursing", () => {
    let deep: unknown = "leaf";
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(bodyProblem(deep)?.message).toMatch(String(MAX_DEPTH));
  });
});
