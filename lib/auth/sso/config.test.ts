import { describe, expect, it } from "vitest";
import { ssoConfig } from "./config";

const full = {
  OIDC_ISSUER: "https://idp.example.com/realms/acme/",
  OIDC_CLIENT_ID: "console",
  OIDC_CLIENT_SECRET: "s3cret",
  OIDC_ROLE_MAP: "admin=a,support=s",
};

describe("ssoConfig", () => {
  it("is off with none of the three variables", () => {
    expect(ssoConfig({ OIDC_ROLE_MAP: "admin=a" })).toBeUndefined();
  });
  it("reads a full configuration with its defaults", () => {
    expect(ssoConfig({ ...full })).toMatchObject({
      name: "single sign-on",
      issuer: "https://idp.example.com/realms/acme",
      scope: "openid email profile",
      claimPath: ["groups"],
      rules: [
        { role: "admin", value: "a" },
        { role: "support", value: "s" },
      ],
    });
  });
  it.each([
    [{ OIDC_ISSUER: "https://idp.example.com" }, /OIDC_CLIENT_ID, OIDC_CLIENT_SECRET not set/],
    [{ ...full, OIDC_CLIENT_SECRET: " " }, /OIDC_CLIENT_SECRET not set/],
    [{ ...full, OIDC_ISSUER: "idp.example.com" }, /OIDC_ISSUER must be/],
    [{ ...full, OIDC_ROLE_MAP: "" }, /OIDC_ROLE_MAP is not set/],
    [{ ...full, OIDC_ROLE_MAP: "owner=x" }, /OIDC_ROLE_MAP: "owner" is not a role/],
    [{ ...full, OIDC_ROLE_CLAIM: "a.__proto__" }, /OIDC_ROLE_CLAIM: .*may not be a step/],
  ])("refuses %j, naming the variable", (env, message) => {
    expect(() => ssoConfig(env)).toThrow(message);
  });
  it("never puts the secret in a message", () => {
    expect(() => ssoConfig({ ...full, OIDC_ROLE_MAP: "x" })).toThrow(
      expect.not.objectContaining({ message: expect.stringContaining("s3cret") }),
    );
  });
});
