import "server-only";
import { and, count, eq, gt, inArray, lt, max } from "drizzle-orm";
import { cdb, consoleTables } from "@/lib/db/console";

const WINDOW_MS = 15 * 60_000;
const FREE_FAILURES = 5;
const BASE_WAIT_MS = 30_000;
const f = consoleTables.loginFailures;

// Failed sign-ins are counted per account and per address. After 5 in 15 minutes each further try must wait,
// 30 s doubling per failure up to the whole window.
export async function throttleWaitMs(keys: string[], now = Date.now()): Promise<number> {
  const since = new Date(now - WINDOW_MS);
  const rows = await cdb()
    .select({ key: f.key, n: count(), last: max(f.at) })
    .from(f)
    .where(and(inArray(f.key, keys), gt(f.at, since)))
    .groupBy(f.key);
  let wait = 0;
  for (const r of rows) if (r.last) wait = Math.max(wait, r.last.getTime() + waitAfterFailures(r.n) - now);
  return Math.max(0, wait);
}

// How long after the latest failure the next attempt must wait, given the failures in the window.
export function waitAfterFailures(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(WINDOW_MS, BASE_WAIT_MS * 2 ** (failures - FREE_FAILURES));
}

export async function recordFailure(keys: string[]) {
  await cdb()
    .insert(f)
    .values(keys.map((key) => ({ key })));
  if (Math.random() < 0.05)
    await cdb()
      .delete(f)
      .where(lt(f.at, new Date(Date.now() - 2 * WINDOW_MS)));
}

export async function clearFailures(key: string) {
  await cdb().delete(f).where(eq(f.key, key));
}

export const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
export const addressKey = (address: string) => `address:${address}`;
