import "server-only";
import { getPool } from "@/lib/db";
import { applyMigrations } from "@/lib/db/migrate";
import { seedDemoUsers } from "@/lib/auth/demo-users";
import { isSandboxMode } from "@/lib/partner-api/environments";

// The console's half of server start: its schema, and the demo logins when running against the sandbox.
export async function bootConsole(): Promise<void> {
  if (!process.env.NEXTAUTH_SECRET)
    throw new Error("NEXTAUTH_SECRET is not set (npm start generates one in DATA_DIR in sandbox mode).");
  await applyMigrations(getPool(), "console");
  if (isSandboxMode()) await seedDemoUsers();
}
