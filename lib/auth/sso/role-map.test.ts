import { describe, expect, it } from "vitest";
import { mapRole, parseClaimPath, parseRoleMap, readClaim, type Mapping } from "./role-map";

const rules = parseRoleMap(
  "admin=console-admins, manager=console-managers,support=console-support,admin=root",
);
const at = (path: string): Mapping => ({ claimPath: parseClaimPath(path), rules });

describe("parseRoleMap", () => {
  it("reads role=value pairs, a role repeated for several values", () => {
    expect(rules).toEqual([
      { role: "admin", value: "console-admins" },
      { role: "manager", value: "console-managers" },
      { role: "support", value: "console-support" },
      { role: "admin", value: "root" },
    ]);
  });
  it("keeps an = inside a value (the first = splits)", () => {
    expect(parseRoleMap("support=cn=support")).toEqual([{ role: "support", value: "cn=support" }]);
  });
  it.each([["owner=x"], ["admin"], ["admin="], [""], [" , "]])("refuses %j", (spec) => {
    expect(() => parseRoleMap(spec)).toThrow();
  });
});

describe("parseClaimPath", () => {
  it.each([["groups"], ["realm_access.roles"], ["https:--x"]])("accepts %s", (p) => {
    expect(parseClaimPath(p).join(".")).toBe(p);
  });
  it.each([["a..b"], [""], ["a.__proto__"], ["constructor"], ["a.prototype.b"], ["a b"]])(
    "refuses %j",
    (p) => {
      expect(() => parseClaimPath(p)).toThrow();
    },
  );
});

describe("mapRole", () => {
  it("reads a nested array claim", () => {
    const claims = { realm_access: { roles: ["offline", "console-managers"] } };
    expect(mapRole(claims, at("realm_access.roles"))).toEqual({
      role: "manager",
      values: ["offline", "console-managers"],
      matched: ["console-managers"],
    });
  });
  it("reads a string claim", () => {
    expect(mapRole({ groups: "console-support" }, at("groups")).role).toBe("support");
  });
  it("gives the highest role when several values match", () => {
    const r = mapRole({ groups: ["console-support", "root", "console-managers"] }, at("groups"));
    expect(r).toMatchObject({ role: "admin", matched: ["console-managers", "console-support", "root"] });
  });
  it("refuses a missing claim and says so", () => {
    expect(mapRole({ other: ["console-admins"] }, at("groups"))).toEqual({
      role: null,
      values: [],
      reason: "missing-claim",
    });
    expect(mapRole({ realm_access: "console-admins" }, at("realm_access.roles")).role).toBeNull();
  });
  it("refuses when no value matches", () => {
    expect(mapRole({ groups: ["everyone"] }, at("groups"))).toEqual({
      role: null,
      values: ["everyone"],
      reason: "no-match",
    });
  });
  it("matches values exactly (no case folding, no substrings)", () => {
    expect(mapRole({ groups: ["Console-Admins", "console-admins-x"] }, at("groups")).role).toBeNull();
  });
  it("ignores non-string entries and a claim of another type", () => {
    expect(
      mapRole({ groups: [1, null, { v: "console-admins" }, ["console-admins"]] }, at("groups")),
    ).toMatchObject({
      role: null,
      reason: "no-match",
    });
    expect(mapRole({ groups: 7 }, at("groups"))).toMatchObject({ reason: "missing-claim" });
    expect(mapRole(null, at("groups"))).toMatchObject({ reason: "missing-claim" });
    expect(mapRole("groups", at("groups"))).toMatchObject({ reason: "missing-claim" });
  });
  it("never reads through prototypes or accessors", () => {
    const hostile = JSON.parse('{"__proto__": {"groups": ["console-admins"]}, "a": {"__proto__": "root"}}');
    expect(mapRole(hostile, at("groups")).role).toBeNull();
    expect(readClaim(hostile, ["__proto__", "groups"])).toBeUndefined();
    expect(readClaim({}, ["toString"])).toBeUndefined();
    expect(readClaim({ a: [] }, ["a", "length"])).toBeUndefined();
    const withGetter = Object.defineProperty({}, "groups", {
      get: () => ["console-admins"],
      enumerable: true,
    });
    expect(mapRole(withGetter, at("groups")).role).toBeNull();
    expect(({} as Record<string, unknown>).groups).toBeUndefined();
  });
  it("bounds what it reads of a huge claim", () => {
    const groups = [...Array.from({ length: 5000 }, (_, i) => `g${i}`), "console-admins"];
    expect(mapRole({ groups }, at("groups"))).toMatchObject({ role: null, reason: "no-match" });
    expect(mapRole({ groups: ["x".repeat(10_000), "console-support"] }, at("groups")).role).toBe("support");
  });
});
