import "server-only";
import { parseClaimPath, parseRoleMap, type Mapping } from "./role-map";

export type SsoConfig = Mapping & {
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  scope: string;
};

// What an admin may see of the configuration: everything but the client secret.
export type SsoPublicConfig = Omit<SsoConfig, "clientSecret">;

type Env = Record<string, string | undefined>;
const REQUIRED = ["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET"] as const;
let cached: { env: Env; config: SsoConfig | undefined } | undefined;

// Single sign-on from the environment: undefined when none of OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET is
// set; a half-made configuration or a bad mapping throws with the variable to fix (the server does not start).
export function ssoConfig(env: Env = process.env): SsoConfig | undefined {
  if (cached?.env === env) return cached.config;
  const config = readConfig(env);
  cached = { env, config };
  return config;
}

function readConfig(env: Env): SsoConfig | undefined {
  const set = REQUIRED.filter((k) => env[k]?.trim());
  if (set.length === 0) return undefined;
  const missing = REQUIRED.filter((k) => !set.includes(k));
  if (missing.length)
    throw new Error(
      `Single sign-on: ${missing.join(", ")} not set (OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET go together)`,
    );
  const issuer = env.OIDC_ISSUER!.trim().replace(/\/$/, "");
  if (!URL.canParse(issuer) || !/^https?:$/.test(new URL(issuer).protocol))
    throw new Error("Single sign-on: OIDC_ISSUER must be the provider's http(s) address");
  if (!env.OIDC_ROLE_MAP?.trim())
    throw new Error(
      "Single sign-on: OIDC_ROLE_MAP is not set (e.g. admin=console-admins,support=console-support)",
    );
  return {
    name: env.OIDC_NAME?.trim() || "single sign-on",
    issuer,
    clientId: env.OIDC_CLIENT_ID!.trim(),
    clientSecret: env.OIDC_CLIENT_SECRET!.trim(),
    scope: env.OIDC_SCOPE?.trim() || "openid email profile",
    claimPath: step("OIDC_ROLE_CLAIM", () => parseClaimPath(env.OIDC_ROLE_CLAIM?.trim() || "groups")),
    rules: step("OIDC_ROLE_MAP", () => parseRoleMap(env.OIDC_ROLE_MAP!)),
  };
}

function step<T>(variable: string, read: () => T): T {
  try {
    return read();
  } catch (err) {
    throw new Error(`Single sign-on: ${variable}: ${(err as Error).message}`);
  }
}

export function publicSsoConfig(): SsoPublicConfig | undefined {
  const c = ssoConfig();
  if (!c) return undefined;
  const { clientSecret: _secret, ...shown } = c;
  return shown;
}
