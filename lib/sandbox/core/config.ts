import "server-only";
import { z } from "zod";
import { defaultTargetPolicy, targetPolicies } from "./targets/policy";

// Sandbox settings, read once from the environment. Every knob is documented in the README.
const schema = z.object({
  PORT: z.coerce.number().int().positive().default(3000),
  APP_URL: z.string().url().optional(),
  SANDBOX: z.enum(["on", "off", ""]).optional(),
  PARTNER_API_BASE_URL: z.string().optional(),
  SANDBOX_AUDIENCE: z.string().optional(),
  SANDBOX_TOKEN_TTL_S: z.coerce.number().int().min(5).max(86_400).default(3600),
  SANDBOX_RATE_LIMIT: z.coerce.number().int().positive().default(1200),
  SANDBOX_USAGE_LIMIT: z.coerce.number().int().positive().default(100_000),
  SANDBOX_AUTH_FAILURES: z.coerce.number().int().positive().default(20),
  SANDBOX_SEED_SCALE: z.coerce.number().positive().max(100).default(1),
  SANDBOX_CLIENTS: z.string().optional(),
  SANDBOX_WEBHOOKS: z.enum(["on", "off", ""]).optional(),
  SANDBOX_TIME_SCALE: z.coerce.number().positive().max(1_000_000).default(1),
  SANDBOX_WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(30_000),
  SANDBOX_WEBHOOK_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(64),
  SANDBOX_WEBHOOK_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(200),
  SANDBOX_WEBHOOK_TARGETS: z.enum(targetPolicies).optional(),
  SANDBOX_ENGINE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  SANDBOX_DELIVERY_LOG: z.enum(["on", "off", ""]).optional(),
  SANDBOX_INSPECTOR: z.enum(["on", "off", ""]).optional(),
  SANDBOX_INSPECTOR_MAX: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  SANDBOX_INSPECTOR_MAX_AGE_H: z.coerce.number().int().min(1).max(720).default(24),
  SANDBOX_INSPECTOR_PRUNE_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
});

export type SandboxConfig = ReturnType<typeof load>;

function load() {
  const env = schema.parse(process.env);
  const appUrl = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
  return {
    enabled: env.SANDBOX === "on" || (env.SANDBOX !== "off" && !env.PARTNER_API_BASE_URL),
    appUrl,
    audience: env.SANDBOX_AUDIENCE ?? new URL(appUrl).origin,
    tokenTtlS: env.SANDBOX_TOKEN_TTL_S,
    rateLimitPerMinute: env.SANDBOX_RATE_LIMIT,
    usageLimitPerDay: env.SANDBOX_USAGE_LIMIT,
    // Failed client authentications at the token endpoint in 15 minutes before 429: per address, and five times
    // as many per client (from every address).
    authFailures: { address: env.SANDBOX_AUTH_FAILURES, client: 5 * env.SANDBOX_AUTH_FAILURES },
    seedScale: env.SANDBOX_SEED_SCALE,
    clientsJson: env.SANDBOX_CLIENTS,
    // `off`: the sandbox-only endpoints answer 404 as the real API does, so a console can be tried against an
    // API without the delivery log (its missed-changes report instead of replays).
    deliveryLog: env.SANDBOX_DELIVERY_LOG !== "off",
    // The request inspector (inspect/inspector-*): kept per company up to `maxPerCompany` requests and
    // `maxAgeH` hours, pruned every `pruneMs`.
    inspector: {
      enabled: env.SANDBOX_INSPECTOR !== "off",
      maxPerCompany: env.SANDBOX_INSPECTOR_MAX,
      maxAgeH: env.SANDBOX_INSPECTOR_MAX_AGE_H,
      pruneMs: env.SANDBOX_INSPECTOR_PRUNE_MS,
    },
    webhooks: {
      enabled: env.SANDBOX_WEBHOOKS !== "off",
      timeScale: env.SANDBOX_TIME_SCALE,
      timeoutMs: env.SANDBOX_WEBHOOK_TIMEOUT_MS,
      concurrency: env.SANDBOX_WEBHOOK_CONCURRENCY,
      pollMs: env.SANDBOX_WEBHOOK_POLL_MS,
      targets: env.SANDBOX_WEBHOOK_TARGETS ?? defaultTargetPolicy(appUrl),
      poolMax: env.SANDBOX_ENGINE_POOL_MAX,
    },
  };
}

let cached: SandboxConfig | undefined;
export function sandboxConfig(): SandboxConfig {
  cached ??= load();
  return cached;
}
