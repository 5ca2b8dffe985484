import { describe, expect, it } from "vitest";
import { memberChanges } from "./audit-changes";
import type { TeamMember } from "./types";

const alice: TeamMember = {
  id: 7,
  email: "alice@example.com",
  name: "Alice",
  role: "manager",
  roleSource: "console",
  status: "active",
  signInMethod: "password",
  hasPassword: true,
  lastSignInAt: null,
  activeSessions: 2,
};

describe("memberChanges", () => {
  it("names each changed field before → after", () => {
    expect(memberChanges(alice, { ...alice, status: "disabled", activeSessions: 0 })).toEqual([
      { field: "status", before: "active", after: "disabled" },
      { field: "active sessions", before: "2", after: "0" },
    ]);
  });
  it("shows an admin's change to an SSO user's role as an override", () => {
    const sso = { ...alice, signInMethod: "sso" as const, roleSource: "provider" as const };
    expect(memberChanges(sso, { ...sso, role: "admin", roleSource: "override" })).toEqual([
      { field: "role", before: "manager", after: "admin" },
      { field: "role source", before: "provider", after: "override" },
    ]);
  });
  it("shows a password only as set or not set", () => {
    expect(memberChanges(alice, { ...alice, hasPassword: false })).toEqual([
      { field: "password", before: "set", after: "not set" },
    ]);
  });
  it("an invitation has no before", () => {
    const invited = { ...alice, hasPassword: false, activeSessions: 0 };
    expect(memberChanges(null, invited).map((c) => [c.field, c.before, c.after])).toEqual([
      ["email", null, "alice@example.com"],
      ["name", null, "Alice"],
      ["role", null, "manager"],
      ["role source", null, "console"],
      ["status", null, "active"],
      ["password", null, "not set"],
      ["active sessions", null, "0"],
    ]);
  });
});
