import "server-only";
import { getPool } from "@/lib/db";
import { applyMigrations } from "@/lib/db/migrate";
import { seedDemoUsers } from "@/lib/auth/demo-users";
import { ssoConfig } from "@/lib/auth/sso/config";
import { observePartnerApi } from "@/lib/partner-api";
import { isSandboxMode } from "@/lib/partner-api/environments";
import { startIndexCrawler } from "@/lib/record-index/crawler";
import { collectIndexGauges } from "@/lib/record-index/metrics";
import { onScrape } from "@/lib/metrics/registry";
import { writeThrough } from "@/lib/record-index/write-through";
import { startBulkRunner } from "@/lib/bulk/runner";
import { startWebhookMonitor } from "@/lib/webhook-ops/monitor";

// The console's half of server start: the record index hears the Partner API client, the schema, and the demo
// logins when running against the sandbox.
export async function bootConsole(): Promise<void> {
  // First, before any client exists: every project and lead read or written through the console passes into the
  // index, and the index's crawler starts with the first use of the API.
  observePartnerApi("record-index", { onResult: writeThrough, onFirstUse: startIndexCrawler });
  onScrape("record-index", collectIndexGauges);
  if (!process.env.NEXTAUTH_SECRET)
    throw new Error("NEXTAUTH_SECRET is not set (npm start generates one in DATA_DIR in sandbox mode).");
  // A half-made single sign-on configuration stops the start here, naming the variable to fix.
  ssoConfig();
  await applyMigrations(getPool(), "console");
  if (isSandboxMode()) await seedDemoUsers();
  // Bulk jobs left running by a stopped or crashed server resume (the runner only looks while jobs are live).
  startBulkRunner();
  startWebhookMonitor();
}
