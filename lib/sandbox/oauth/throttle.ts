import "server-only";
import { and, count, gt, inArray, lt, max } from "drizzle-orm";
import { backoffAfterFailures, FAILURE_WINDOW_MS } from "@/lib/http/backoff";
import { sandboxConfig } from "../core/config";
import { sdb, schema } from "../core/db";

const f = schema.tokenFailures;

// Failed client authentications counted per address and per client in the database, so instances count together
// (limits: SANDBOX_AUTH_FAILURES), refused with 429 as lib/auth/throttle.ts does. Refused before the secret is
// checked, so a refusal tells nothing about the secret.
export type TokenThrottleKeys = { client: string; address?: string };

export function tokenThrottleKeys(clientId: string, address: string | undefined): TokenThrottleKeys {
  return {
    client: `client:${clientId.slice(0, 200)}`,
    ...(address ? { address: `address:${address}` } : {}),
  };
}

// How long the next attempt is still refused (0: not refused).
export async function tokenRefusalMs(keys: TokenThrottleKeys, now = Date.now()): Promise<number> {
  const free = sandboxConfig().authFailures;
  const rows = await sdb()
    .select({ key: f.key, n: count(), last: max(f.at) })
    .from(f)
    .where(and(inArray(f.key, allKeys(keys)), gt(f.at, new Date(now - FAILURE_WINDOW_MS))))
    .groupBy(f.key);
  let refuseMs = 0;
  for (const r of rows) {
    const wait = backoffAfterFailures(r.n, r.key === keys.client ? free.client : free.address);
    if (wait > 0 && r.last) refuseMs = Math.max(refuseMs, r.last.getTime() + wait - now);
  }
  return Math.max(0, refuseMs);
}

export async function recordTokenFailure(keys: TokenThrottleKeys) {
  await sdb()
    .insert(f)
    .values(allKeys(keys).map((key) => ({ key })));
  if (Math.random() < 0.05)
    await sdb()
      .delete(f)
      .where(lt(f.at, new Date(Date.now() - 2 * FAILURE_WINDOW_MS)));
}

const allKeys = (k: TokenThrottleKeys) => [k.client, k.address].filter((x): x is string => !!x);
