import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./unavailable";

describe("isDatabaseUnavailable", () => {
  it.each([
    [{ code: "ECONNREFUSED", message: "connect ECONNREFUSED 127.0.0.1:5432" }],
    [{ code: "57P01", message: "terminating connection due to administrator command" }],
    [{ code: "57P03", message: "the database system is starting up" }],
    [{ code: "08006", message: "connection failure" }],
    [new Error("Connection terminated unexpectedly")],
    [new Error("Failed query: select 1", { cause: { code: "ECONNREFUSED" } })],
    [Object.assign(new AggregateError([{ code: "ECONNREFUSED" }]), { message: "" })],
  ])("is true for %o", (err) => expect(isDatabaseUnavailable(err)).toBe(true));

  it.each([
    [{ code: "23505", message: "duplicate key value violates unique constraint" }],
    [{ code: "42P01", message: 'relation "x" does not exist' }],
    [new TypeError("Cannot read properties of undefined")],
    [undefined],
    ["a string"],
  ])("is false for %o", (err) => expect(isDatabaseUnavailable(err)).toBe(false));
});
