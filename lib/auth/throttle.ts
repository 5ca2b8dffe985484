import "server-only";
import { and, count, gt, inArray, lt, max } from "drizzle-orm";
import { cdb, consoleTables } from "@/lib/db/console";
import { backoffAfterFailures, FAILURE_WINDOW_MS as WINDOW_MS } from "@/lib/http/backoff";

const SLOW_BASE_MS = 500;
const SLOW_CAP_MS = 2_000;
const f = consoleTables.loginFailures;

// Failed sign-ins are counted per account+address and per address, and refused after their free failures
// (5 per account+address, 20 per address) with a wait doubling from 30 s up to the whole window. Per account
// they only slow each attempt down (capped at 2 s): a flood of wrong passwords from one address then never stops
// the owner signing in from another. A request without a known address counts per account only.
export type ThrottleKeys = { account: string; pair?: string; address?: string };

export function throttleKeys(email: string, address: string | undefined): ThrottleKeys {
  const account = `account:${email.trim().toLowerCase()}`;
  if (!address) return { account };
  return { account, pair: `pair:${address}|${email.trim().toLowerCase()}`, address: `address:${address}` };
}

const FREE: Record<"pair" | "address", number> = { pair: 5, address: 20 };

export type ThrottleState = { refuseMs: number; slowMs: number };

export async function throttleState(keys: ThrottleKeys, now = Date.now()): Promise<ThrottleState> {
  const rows = await cdb()
    .select({ key: f.key, n: count(), last: max(f.at) })
    .from(f)
    .where(and(inArray(f.key, allKeys(keys)), gt(f.at, new Date(now - WINDOW_MS))))
    .groupBy(f.key);
  let refuseMs = 0;
  let slowMs = 0;
  for (const r of rows) {
    if (r.key === keys.account) slowMs = slowDownAfterFailures(r.n);
    else {
      const wait = waitAfterFailures(r.n, r.key === keys.pair ? FREE.pair : FREE.address);
      // Only a key over its free failures refuses (a concurrent failure may be stamped after `now`).
      if (wait > 0 && r.last) refuseMs = Math.max(refuseMs, r.last.getTime() + wait - now);
    }
  }
  return { refuseMs: Math.max(0, refuseMs), slowMs };
}

// How long after the latest failure the next attempt is refused, given the failures in the window.
export function waitAfterFailures(failures: number, free = FREE.pair): number {
  return backoffAfterFailures(failures, free);
}

// How long each attempt on an account is held back, given the account's failures in the window.
export function slowDownAfterFailures(failures: number): number {
  if (failures < FREE.pair) return 0;
  return Math.min(SLOW_CAP_MS, SLOW_BASE_MS * 2 ** (failures - FREE.pair));
}

export async function recordFailure(keys: ThrottleKeys) {
  await cdb()
    .insert(f)
    .values(allKeys(keys).map((key) => ({ key })));
  if (Math.random() < 0.05)
    await cdb()
      .delete(f)
      .where(lt(f.at, new Date(Date.now() - 2 * WINDOW_MS)));
}

// A success forgives the account's and this address's failures on it, not the address's on other accounts.
export async function clearFailures(keys: ThrottleKeys) {
  const clear = [keys.account, keys.pair].filter((k): k is string => !!k);
  await cdb().delete(f).where(inArray(f.key, clear));
}

const allKeys = (k: ThrottleKeys) => [k.account, k.pair, k.address].filter((x): x is string => !!x);
