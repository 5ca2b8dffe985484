import "server-only";
import { sql } from "drizzle-orm";
import { getPool } from "@/lib/db";
import { applyMigrations } from "@/lib/db/migrate";
import { logger } from "@/lib/logger";
import { sandboxConfig } from "./core/config";
import { sdb, schema, type SandboxTx } from "./core/db";
import { configuredClients, hashSecret } from "./oauth/clients";
import { seedSandbox } from "./seed";

export const SEED_LOCK = 7_460_312;

// Migrates the sandbox schema, seeds it once, and makes the OAuth clients match the configuration.
export async function bootSandbox(): Promise<void> {
  await applyMigrations(getPool(), "sandbox");
  await sdb().transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    const [any] = await tx.select({ id: schema.companies.id }).from(schema.companies).limit(1);
    if (!any) {
      const started = Date.now();
      logger.info({ scale: sandboxConfig().seedScale }, "seeding the sandbox");
      await seedSandbox(tx, sandboxConfig().seedScale);
      logger.info({ ms: Date.now() - started, scale: sandboxConfig().seedScale }, "sandbox seeded");
    }
    await syncClients(tx);
  });
}

// Makes the OAuth clients match the configuration (at boot, and after the workbench's reset of everything).
export async function syncClients(tx: SandboxTx): Promise<void> {
  const clients = configuredClients(sandboxConfig().clientsJson);
  await tx.delete(schema.oauthClients);
  await tx.insert(schema.oauthClients).values(
    clients.map((c) => ({
      clientId: c.clientId,
      secretHash: hashSecret(c.clientSecret),
      companyId: c.companyId,
      scopes: c.scopes,
      actorUserId: c.actorUserId,
    })),
  );
}

// Drops every sandbox table and builds the seeded sandbox again (npm run sandbox:reset).
export async function resetSandbox(): Promise<void> {
  await getPool().query("DROP SCHEMA IF EXISTS sandbox CASCADE");
  await bootSandbox();
}
