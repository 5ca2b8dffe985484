import { describe, expect, it } from "vitest";
import { roleSource } from "./role-source";

describe("roleSource", () => {
  it("tells the provider's role from an admin's override and from a console-only user", () => {
    expect(roleSource({ role: "manager", ssoRole: "manager" })).toBe("provider");
    expect(roleSource({ role: "admin", ssoRole: "manager" })).toBe("override");
    expect(roleSource({ role: "admin", ssoRole: null })).toBe("console");
  });
});
