import "server-only";
import { setTimeout as sleep } from "node:timers/promises";
import { and, eq, gt, sql } from "drizzle-orm";
import { processShared } from "@/lib/cache/process-shared";
import type { ErrorCode } from "@/lib/partner-api/contract";
import type { Principal } from "../core/principal";
import { sdb, schema } from "../core/db";
import { ApiError } from "../core/errors";
import { patternRegExp } from "./faults-rules";

type FaultRow = typeof schema.workbenchFaults.$inferSelect;
type Rule = FaultRow & { path?: RegExp };

// The active rules of every company, read at most once a second per process (a rule created or deleted through
// this process applies at once; through another, within a second). A request with no rule of its company costs
// a lookup in memory.
const FRESH_MS = 1_000;
type Cache = { byCompany: Map<number, Rule[]>; loadedAt: number; loading?: Promise<void> };
const cache = processShared<Cache>("sandbox.fault-rules", () => ({ byCompany: new Map(), loadedAt: 0 }));

export function forgetFaultRules(): void {
  cache.loadedAt = 0;
}

async function rulesOf(companyId: number): Promise<Rule[]> {
  if (Date.now() - cache.loadedAt > FRESH_MS) {
    cache.loading ??= load().finally(() => (cache.loading = undefined));
    await cache.loading;
  }
  return cache.byCompany.get(companyId) ?? [];
}

async function load() {
  const started = Date.now();
  const rows = await sdb()
    .select()
    .from(schema.workbenchFaults)
    .where(sql`(expires_at IS NULL OR expires_at > now()) AND (remaining IS NULL OR remaining > 0)`)
    .orderBy(schema.workbenchFaults.createdAt);
  const byCompany = new Map<number, Rule[]>();
  for (const r of rows) {
    const list = byCompany.get(r.companyId) ?? [];
    list.push({ ...r, path: r.pathPattern ? patternRegExp(r.pathPattern) : undefined });
    byCompany.set(r.companyId, list);
  }
  cache.byCompany = byCompany;
  cache.loadedAt = started;
}

const errorCodeOf: Record<number, ErrorCode> = {
  429: "rate_limited",
  500: "internal_error",
  502: "upstream_unavailable",
  503: "service_unavailable",
};

// The rules matching one authenticated request: their added latency is waited here; the first failing rule
// (by age) that fires is thrown as the API error it injects. Returns the ids of the rules applied, for the
// inspector, or undefined when none applied.
export async function applyFaults(
  principal: Principal,
  method: string,
  path: string,
  random = Math.random,
): Promise<string | undefined> {
  const rules = await rulesOf(principal.companyId);
  if (rules.length === 0) return undefined;
  const now = Date.now();
  const matching = rules.filter(
    (r) =>
      (r.clientId === null || r.clientId === principal.clientId) &&
      (r.method === null || r.method === method) &&
      (!r.path || r.path.test(path)) &&
      (r.expiresAt === null || r.expiresAt.getTime() > now) &&
      (r.remaining === null || r.remaining > 0),
  );
  if (matching.length === 0) return undefined;
  const applied: string[] = [];
  let delayMs = 0;
  for (const r of matching)
    if (r.kind === "latency") {
      const min = r.latencyMinMs ?? 0;
      delayMs += min + Math.round(random() * ((r.latencyMaxMs ?? min) - min));
      applied.push(r.id);
    }
  if (delayMs > 0) await sleep(Math.min(delayMs, 60_000));
  for (const r of matching) {
    if (r.kind === "latency") continue;
    if (r.kind !== "fail_next" && random() >= (r.probability ?? 1)) continue;
    if (r.kind === "fail_next" && !(await takeOne(r))) continue;
    applied.push(r.id);
    const status = r.status ?? 503;
    const retryAfter = r.retryAfterS !== null ? { "Retry-After": String(r.retryAfterS) } : undefined;
    throw new ApiError(
      errorCodeOf[status] ?? "internal_error",
      `injected by the sandbox workbench's fault rule ${r.id} (${r.kind.replace("_", " ")})`,
      undefined,
      { ...retryAfter, "X-Sandbox-Fault": applied.join(", ") },
    );
  }
  return applied.length ? applied.join(", ") : undefined;
}

// One of a "fail the next N" rule's failures, taken atomically (several processes share the count).
async function takeOne(r: Rule): Promise<boolean> {
  const [row] = await sdb()
    .update(schema.workbenchFaults)
    .set({ remaining: sql`${schema.workbenchFaults.remaining} - 1` })
    .where(and(eq(schema.workbenchFaults.id, r.id), gt(schema.workbenchFaults.remaining, 0)))
    .returning({ remaining: schema.workbenchFaults.remaining });
  r.remaining = row?.remaining ?? 0;
  if (r.remaining <= 0) forgetFaultRules();
  return row !== undefined;
}
