import "server-only";
import { z } from "zod";

export const environmentKinds = ["sandbox", "staging", "production"] as const;
export type EnvironmentKind = (typeof environmentKinds)[number];

const environmentSchema = z.object({
  name: z.string().min(1).max(60),
  kind: z.enum(environmentKinds),
  baseUrl: z.url(),
  authUrl: z.url(),
  audience: z.string().min(1),
  clientId: z.string().min(1),
  clientSecret: z.string().min(1),
});
export type PartnerEnvironment = z.infer<typeof environmentSchema>;
// What the browser may learn of an environment: never its credentials.
export type PublicEnvironment = Pick<PartnerEnvironment, "name" | "kind">;

function load(): PartnerEnvironment[] {
  const env = process.env;
  if (env.PARTNER_ENVIRONMENTS) {
    const parsed = z.array(environmentSchema).min(1).safeParse(JSON.parse(env.PARTNER_ENVIRONMENTS));
    if (!parsed.success) throw new Error(`PARTNER_ENVIRONMENTS is invalid: ${z.prettifyError(parsed.error)}`);
    const names = new Set(parsed.data.map((e) => e.name));
    if (names.size !== parsed.data.length) throw new Error("PARTNER_ENVIRONMENTS: names must be unique");
    return parsed.data;
  }
  if (env.PARTNER_API_BASE_URL) {
    const one = environmentSchema.safeParse({
      name: env.PARTNER_ENVIRONMENT_NAME ?? "Production",
      kind: env.PARTNER_ENVIRONMENT_KIND ?? "production",
      baseUrl: env.PARTNER_API_BASE_URL,
      authUrl: env.PARTNER_AUTH_URL,
      audience: env.PARTNER_AUDIENCE,
      clientId: env.PARTNER_CLIENT_ID,
      clientSecret: env.PARTNER_CLIENT_SECRET,
    });
    if (!one.success) throw new Error(`PARTNER_* settings are incomplete: ${z.prettifyError(one.error)}`);
    return [one.data];
  }
  // Sandbox mode: the embedded sandbox of this same app, reached over HTTP like any real API. The client
  // credentials may still be set (e.g. to a client defined with SANDBOX_CLIENTS).
  const appUrl = (env.APP_URL ?? `http://localhost:${env.PORT ?? 3000}`).replace(/\/$/, "");
  return [
    {
      name: "Sandbox",
      kind: "sandbox",
      baseUrl: `${appUrl}/sandbox/api`,
      authUrl: env.PARTNER_AUTH_URL ?? `${appUrl}/sandbox`,
      audience: env.PARTNER_AUDIENCE ?? env.SANDBOX_AUDIENCE ?? new URL(appUrl).origin,
      clientId: env.PARTNER_CLIENT_ID ?? "sandbox-partner",
      clientSecret: env.PARTNER_CLIENT_SECRET ?? "sandbox-secret",
    },
  ];
}

let cached: PartnerEnvironment[] | undefined;
export function environments(): PartnerEnvironment[] {
  cached ??= load();
  return cached;
}

export function isSandboxMode(): boolean {
  return !process.env.PARTNER_ENVIRONMENTS && !process.env.PARTNER_API_BASE_URL;
}

export function environmentByName(name: string | null | undefined): PartnerEnvironment {
  const all = environments();
  return all.find((e) => e.name === name) ?? all[0]!;
}

export const publicEnvironment = (e: PartnerEnvironment): PublicEnvironment => ({
  name: e.name,
  kind: e.kind,
});
