import { roles, type Role } from "@/lib/db/console-schema";

// The declarative role mapping of single sign-on (README, "Single sign-on"): a claim path such as
// `realm_access.roles` and rules `admin=console-admins,manager=console-managers`. Pure: no I/O, no config.

export type RoleRule = { role: Role; value: string };
export type Mapping = { claimPath: string[]; rules: RoleRule[] };
export type MapResult =
  | { role: Role; values: string[]; matched: string[] }
  | { role: null; values: string[]; reason: "missing-claim" | "no-match" };

// Keys that reach an object's prototype rather than its data are never a step of a path.
const FORBIDDEN = new Set(["__proto__", "prototype", "constructor"]);
const MAX_VALUES = 1000;
const MAX_VALUE_LENGTH = 256;

export function parseClaimPath(spec: string): string[] {
  const steps = spec.trim().split(".");
  if (steps.some((s) => !/^[A-Za-z0-9_:\-]+$/.test(s)))
    throw new Error(`"${spec}" is not a claim path: names of letters, digits, _ : - joined by dots`);
  const bad = steps.find((s) => FORBIDDEN.has(s));
  if (bad) throw new Error(`"${spec}": "${bad}" may not be a step of a claim path`);
  return steps;
}

// `role=value` pairs separated by commas; a role may appear several times (several values give it).
export function parseRoleMap(spec: string): RoleRule[] {
  const rules: RoleRule[] = [];
  for (const pair of spec.split(",")) {
    if (!pair.trim()) continue;
    const at = pair.indexOf("=");
    const role = pair.slice(0, at).trim();
    const value = pair.slice(at + 1).trim();
    if (at < 0 || !value) throw new Error(`"${pair.trim()}" is not role=value`);
    if (!(roles as readonly string[]).includes(role))
      throw new Error(`"${role}" is not a role (one of ${roles.join(", ")})`);
    rules.push({ role: role as Role, value });
  }
  if (rules.length === 0) throw new Error("no role=value pair");
  return rules;
}

// The value at a path of own data properties (never an inherited or accessor one), or undefined.
export function readClaim(claims: unknown, path: readonly string[]): unknown {
  let at: unknown = claims;
  for (const step of path) {
    if (FORBIDDEN.has(step) || at === null || typeof at !== "object" || Array.isArray(at)) return undefined;
    const own = Object.getOwnPropertyDescriptor(at, step);
    if (!own || !("value" in own)) return undefined;
    at = own.value;
  }
  return at;
}

// A claim's values: a string is one value, an array gives its strings (anything else in it is ignored).
export function claimValues(value: unknown): string[] | undefined {
  if (typeof value === "string") return [value];
  if (!Array.isArray(value)) return undefined;
  return value
    .slice(0, MAX_VALUES)
    .filter((v): v is string => typeof v === "string" && v.length <= MAX_VALUE_LENGTH);
}

// The highest role any value maps to (admin over manager over support); none → no access.
export function mapRole(claims: unknown, mapping: Mapping): MapResult {
  const values = claimValues(readClaim(claims, mapping.claimPath));
  if (!values) return { role: null, values: [], reason: "missing-claim" };
  const matched = mapping.rules.filter((r) => values.includes(r.value));
  const role = roles.find((r) => matched.some((m) => m.role === r));
  if (!role) return { role: null, values, reason: "no-match" };
  return { role, values, matched: [...new Set(matched.map((m) => m.value))] };
}
