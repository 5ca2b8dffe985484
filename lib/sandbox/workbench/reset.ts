import "server-only";
import { eq, sql } from "drizzle-orm";
import { RESET_ALL_CONFIRMATION, resetBody, type ResetInfo } from "@/lib/partner-api/contract/workbench";
import { logger } from "@/lib/logger";
import { sandboxConfig } from "../core/config";
import { schema, sdb, type SandboxTx } from "../core/db";
import { ApiError, invalid } from "../core/errors";
import { SEED_LOCK, syncClients } from "../boot";
import { seedCompanyData, seedSandbox } from "../seed";
import { bodyOf, type WorkbenchContext } from "./route";

// Kept by a reset of everything: the signing key (tokens already issued stay valid: company ids do not change)
// and the migrations' own bookkeeping. OAuth clients are rebuilt from the configuration.
const KEPT = new Set(["settings"]);

async function companyName(companyId: number): Promise<string> {
  const [row] = await sdb()
    .select({ name: schema.companies.name })
    .from(schema.companies)
    .where(eq(schema.companies.id, companyId));
  return row?.name ?? `Company ${companyId}`;
}

// GET /sandbox/workbench/reset — the token's company and what `confirm` must say for each scope
export async function resetInfo({ principal }: WorkbenchContext): Promise<{ data: ResetInfo }> {
  const name = await companyName(principal.companyId);
  return {
    data: {
      company: { id: principal.companyId, name },
      confirm: { company: name, all: RESET_ALL_CONFIRMATION },
    },
  };
}

// POST /sandbox/workbench/reset — { scope: "company", confirm: <company name> } puts the token's company back to
// the seed; { scope: "all", confirm: "reset everything" } the whole sandbox. Subscriptions, deliveries, events,
// inboxes and their requests and the clock go with the data (every table with a company_id, found in the
// catalogue, so tables added later follow). Nothing of the console (users, audit log) lives here.
export async function reset({ req, principal }: WorkbenchContext) {
  const body = await bodyOf(req, resetBody);
  const expected = body.scope === "all" ? RESET_ALL_CONFIRMATION : await companyName(principal.companyId);
  if (body.confirm !== expected)
    throw invalid(
      "confirm",
      `must be exactly "${expected}" to reset ${body.scope === "all" ? "everything" : "this company"}`,
    );
  const started = Date.now();
  await sdb().transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    if (body.scope === "all") await resetAll(tx);
    else await resetCompany(tx, principal.companyId);
  });
  logger.info(
    { scope: body.scope, companyId: principal.companyId, ms: Date.now() - started },
    "sandbox reset",
  );
  return { data: { scope: body.scope, companyId: body.scope === "all" ? null : principal.companyId } };
}

async function tables(tx: SandboxTx, withColumn?: string): Promise<string[]> {
  const { rows } = await tx.execute<{ name: string }>(sql`
    SELECT t.table_name AS name FROM information_schema.tables t
    WHERE t.table_schema = 'sandbox' AND t.table_type = 'BASE TABLE' AND t.table_name NOT LIKE '\\_\\_%'
      AND (${withColumn ?? null}::text IS NULL OR EXISTS (
        SELECT 1 FROM information_schema.columns c
        WHERE c.table_schema = 'sandbox' AND c.table_name = t.table_name AND c.column_name = ${withColumn ?? null}))
    ORDER BY t.table_name`);
  return rows.map((r) => r.name);
}

async function resetCompany(tx: SandboxTx, companyId: number) {
  const skip = new Set(["companies", "oauth_clients"]);
  for (const name of await tables(tx, "company_id")) {
    if (skip.has(name)) continue;
    await tx.execute(
      sql`DELETE FROM ${sql.identifier("sandbox")}.${sql.identifier(name)} WHERE company_id = ${companyId}`,
    );
  }
  await seedCompanyData(tx, companyId, sandboxConfig().seedScale);
}

async function resetAll(tx: SandboxTx) {
  const names = (await tables(tx)).filter((n) => !KEPT.has(n));
  if (names.length === 0) throw new ApiError("internal_error", "the sandbox has no tables");
  const list = sql.join(
    names.map((n) => sql`${sql.identifier("sandbox")}.${sql.identifier(n)}`),
    sql`, `,
  );
  await tx.execute(sql`TRUNCATE ${list} RESTART IDENTITY CASCADE`);
  await seedSandbox(tx, sandboxConfig().seedScale);
  await syncClients(tx);
}
