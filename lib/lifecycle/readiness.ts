import "server-only";
import fs from "node:fs";
import path from "node:path";
import { getPool } from "@/lib/db";
import { migratedParts } from "@/lib/db/migrate";
import { isDraining } from "./shutdown";

type Check = "ok" | "fail" | "off";
export type Readiness = {
  status: "ready" | "unavailable" | "stopping";
  checks: { database: Check; migrations: Check; deliveryWorker: Check };
};

const TIMEOUT_MS = 2_000;
const g = globalThis as unknown as { __pcWorkerHealth?: () => Check };

// The delivery worker reports its heartbeat through this probe (lib/sandbox/delivery/start.ts); none: "off".
export function setWorkerProbe(probe: () => Check): void {
  g.__pcWorkerHealth = probe;
}

// Migrations this build ships per schema (the journals beside the server), cached: they never change while it runs.
const expected = new Map<string, number>();
function shipped(part: string): number {
  if (!expected.has(part)) {
    const file = path.join(process.cwd(), "drizzle", part, "meta", "_journal.json");
    const journal = JSON.parse(fs.readFileSync(file, "utf8")) as { entries: unknown[] };
    expected.set(part, journal.entries.length);
  }
  return expected.get(part)!;
}

function withTimeout<T>(p: Promise<T>): Promise<T> {
  return Promise.race([
    p,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error("timed out")), TIMEOUT_MS).unref()),
  ]);
}

// One round trip answers both: the database is there, and every shipped migration of each schema this process
// migrated at start (the sandbox's only where it runs here) is recorded.
export async function readiness(): Promise<Readiness> {
  const worker = g.__pcWorkerHealth?.() ?? "off";
  const parts = migratedParts();
  let database: Check = "fail";
  let migrations: Check = "fail";
  try {
    // Before the start has migrated anything (still booting), only the database is asked.
    const counts = parts.map((p) => `(SELECT count(*)::int FROM ${p}.__migrations) AS ${p}`).join(", ");
    const { rows } = await withTimeout(getPool().query<Record<string, number>>(`SELECT ${counts || "1"}`));
    database = "ok";
    const applied = parts.length > 0 && parts.every((p) => (rows[0]?.[p] ?? 0) >= shipped(p));
    migrations = applied ? "ok" : "fail";
  } catch (err) {
    // A missing journal table is a schema not migrated; anything else, the database not answering.
    if ((err as { code?: string }).code === "42P01") database = "ok";
  }
  const checks = { database, migrations, deliveryWorker: worker };
  const failing = Object.values(checks).includes("fail");
  return { status: isDraining() ? "stopping" : failing ? "unavailable" : "ready", checks };
}
