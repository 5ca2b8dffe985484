import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { readScopes, scope, scopes, type Scope } from "@/lib/partner-api/contract";

export type SandboxClient = {
  clientId: string;
  clientSecret: string;
  companyId: number;
  scopes: Scope[];
  actorUserId: number;
};

// The seeded clients are public by design (the README prints them); SANDBOX_CLIENTS replaces them.
export const defaultClients: SandboxClient[] = [
  {
    clientId: "sandbox-partner",
    clientSecret: "sandbox-secret",
    companyId: 1,
    scopes: [...scopes],
    actorUserId: 9001,
  },
  {
    clientId: "readonly-partner",
    clientSecret: "readonly-secret",
    companyId: 1,
    scopes: [...readScopes],
    actorUserId: 9002,
  },
  {
    clientId: "other-partner",
    clientSecret: "other-secret",
    companyId: 2,
    scopes: [...scopes],
    actorUserId: 9101,
  },
];

const clientList = z.array(
  z.object({
    clientId: z.string().min(1),
    clientSecret: z.string().min(8),
    companyId: z.union([z.literal(1), z.literal(2)]),
    scopes: z.array(scope).default([...scopes]),
    actorUserId: z.int().positive().default(9000),
  }),
);

export function configuredClients(json: string | undefined): SandboxClient[] {
  if (!json) return defaultClients;
  const parsed = clientList.safeParse(JSON.parse(json));
  if (!parsed.success) throw new Error(`SANDBOX_CLIENTS is invalid: ${parsed.error.message}`);
  return parsed.data;
}

export const hashSecret = (secret: string) => createHash("sha256").update(secret).digest("hex");

export function secretMatches(secret: string, hash: string): boolean {
  const a = Buffer.from(hashSecret(secret), "hex");
  const b = Buffer.from(hash, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}
