import "server-only";
import type { User } from "next-auth";
import type { OAuthConfig } from "next-auth/providers/oauth";
import type { SsoConfig } from "./config";

export const SSO_PROVIDER_ID = "oidc";

export type IdTokenClaims = Record<string, unknown> & {
  iss: string;
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
};

// next-auth's OAuth provider for the configured OpenID provider. With `idToken: true` openid-client checks the ID
// token (signature against the provider's JWKS, issuer, audience, expiry, nonce) and its claims are the profile;
// the console's user, role and session are made in the signIn callback (./sign-in.ts), which fills in role and sid.
export function oidcProvider(c: SsoConfig): OAuthConfig<IdTokenClaims> {
  return {
    id: SSO_PROVIDER_ID,
    name: c.name,
    type: "oauth",
    wellKnown: `${c.issuer}/.well-known/openid-configuration`,
    clientId: c.clientId,
    clientSecret: c.clientSecret,
    authorization: { params: { scope: c.scope } },
    idToken: true,
    checks: ["pkce", "state", "nonce"],
    profile: (claims) => ({ id: claims.sub, email: claims.email ?? null, name: claims.name ?? null }) as User,
  };
}
