import http from "node:http";
import type { AddressInfo } from "node:net";
import Provider, { type KoaContextWithOIDC } from "oidc-provider";
import { exportJWK, generateKeyPair, type JWK } from "jose";
import { tamperingProxy, type TamperMode } from "./tamper";

export type Claims = Record<string, unknown> & { email: string; email_verified: boolean; name?: string };
export const TEST_CLIENT = { id: "partner-console", secret: "test-client-secret-not-real" };

// A real OpenID provider (oidc-provider) on 127.0.0.1 for the SSO specs: its development login form accepts any
// login, the account's claims are what the test sets in `accounts`, and a proxy in front of it (the issuer's
// address) can rewrite the ID token the token endpoint answers (./tamper.ts).
export async function startTestProvider(appUrl: string) {
  const accounts = new Map<string, Claims>();
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const jwk: JWK = { ...(await exportJWK(privateKey)), kid: "test-key", alg: "RS256", use: "sig" };
  const front = http.createServer();
  await new Promise<void>((r) => front.listen(0, "127.0.0.1", r));
  const issuer = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_CLIENT.id,
        client_secret: TEST_CLIENT.secret,
        redirect_uris: [`${appUrl}/api/auth/callback/oidc`],
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: ["test-provider-cookie-key"] },
    // The claims of the scopes go into the ID token itself (next-auth reads only the ID token).
    conformIdTokenClaims: false,
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"], groups: ["org"] },
    pkce: { required: () => true, methods: ["S256"] },
    features: { devInteractions: { enabled: true } },
    findAccount: (_ctx, id) => {
      const claims = accounts.get(id);
      return claims ? { accountId: id, claims: async () => ({ sub: id, ...claims }) } : undefined;
    },
    // The console is a first-party client: no consent screen.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId!,
      });
      grant.addOIDCScope("openid email profile groups");
      await grant.save();
      return grant;
    },
  });
  const inner = http.createServer(provider.callback());
  await new Promise<void>((r) => inner.listen(0, "127.0.0.1", r));
  const proxy = tamperingProxy((inner.address() as AddressInfo).port, { jwk, issuer });
  front.on("request", proxy.handle);
  return {
    issuer,
    accounts,
    tamper: (mode: TamperMode) => proxy.setMode(mode),
    stop: async () => {
      front.closeAllConnections();
      inner.closeAllConnections();
      await Promise.all([front, inner].map((s) => new Promise((r) => s.close(r))));
    },
  };
}
