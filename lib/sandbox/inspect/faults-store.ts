import "server-only";
import { randomUUID } from "node:crypto";
import { and, count, desc, eq } from "drizzle-orm";
import type { FaultRule } from "@/lib/partner-api/contract/workbench-inspect";
import type { Principal } from "../core/principal";
import { sdb, schema } from "../core/db";
import { ApiError, invalid } from "../core/errors";
import { forgetFaultRules } from "./faults-apply";
import { MAX_RULES_PER_COMPANY, type FaultInput } from "./faults-rules";

type FaultRow = typeof schema.workbenchFaults.$inferSelect;

// A rule as the workbench API shows it.
export function faultView(r: FaultRow, now = Date.now()): FaultRule {
  const expired = r.expiresAt !== null && r.expiresAt.getTime() <= now;
  const spent = r.kind === "fail_next" && (r.remaining ?? 0) <= 0;
  return {
    id: r.id,
    clientId: r.clientId,
    kind: r.kind,
    method: r.method,
    pathPattern: r.pathPattern,
    ...(r.kind === "latency" ? { latencyMs: { min: r.latencyMinMs ?? 0, max: r.latencyMaxMs ?? 0 } } : {}),
    ...(r.probability !== null ? { probability: r.probability } : {}),
    ...(r.status !== null ? { status: r.status } : {}),
    ...(r.retryAfterS !== null ? { retryAfterS: r.retryAfterS } : {}),
    ...(r.kind === "fail_next" ? { remaining: r.remaining ?? 0 } : {}),
    expiresAt: r.expiresAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    active: !expired && !spent,
  };
}

export async function listFaults(p: Principal) {
  const rows = await sdb()
    .select()
    .from(schema.workbenchFaults)
    .where(eq(schema.workbenchFaults.companyId, p.companyId))
    .orderBy(desc(schema.workbenchFaults.createdAt));
  const now = Date.now();
  const data = rows.map((r) => faultView(r, now));
  return { data, active: data.filter((r) => r.active).length };
}

export async function createFault(p: Principal, input: FaultInput) {
  const db = sdb();
  if (input.clientId) {
    const [client] = await db
      .select({ id: schema.oauthClients.clientId })
      .from(schema.oauthClients)
      .where(
        and(eq(schema.oauthClients.clientId, input.clientId), eq(schema.oauthClients.companyId, p.companyId)),
      );
    if (!client) throw invalid("clientId", "is not a client of this company");
  }
  const [held] = await db
    .select({ n: count() })
    .from(schema.workbenchFaults)
    .where(eq(schema.workbenchFaults.companyId, p.companyId));
  if ((held?.n ?? 0) >= MAX_RULES_PER_COMPANY)
    throw new ApiError(
      "invalid_request",
      `a company holds at most ${MAX_RULES_PER_COMPANY} fault rules; delete one first`,
    );
  const latency =
    input.kind === "latency"
      ? typeof input.latencyMs === "number"
        ? { min: input.latencyMs, max: input.latencyMs }
        : input.latencyMs
      : undefined;
  const expiresAt = input.expiresAt
    ? new Date(input.expiresAt)
    : input.expiresInS
      ? new Date(Date.now() + input.expiresInS * 1000)
      : null;
  const [row] = await db
    .insert(schema.workbenchFaults)
    .values({
      id: randomUUID(),
      companyId: p.companyId,
      clientId: input.clientId ?? null,
      kind: input.kind,
      method: input.method ?? null,
      pathPattern: input.pathPattern ?? null,
      latencyMinMs: latency?.min ?? null,
      latencyMaxMs: latency?.max ?? null,
      probability: input.kind === "error" || input.kind === "rate_limit" ? input.probability : null,
      status:
        input.kind === "error" || input.kind === "fail_next"
          ? input.status
          : input.kind === "rate_limit"
            ? 429
            : null,
      retryAfterS:
        input.kind === "rate_limit"
          ? input.retryAfterS
          : input.kind === "fail_next" && input.status === 429
            ? (input.retryAfterS ?? 1)
            : null,
      remaining: input.kind === "fail_next" ? input.count : null,
      expiresAt,
    })
    .returning();
  forgetFaultRules();
  return { data: faultView(row!) };
}

export async function deleteFault(p: Principal, id: string): Promise<void> {
  const gone = await sdb()
    .delete(schema.workbenchFaults)
    .where(and(eq(schema.workbenchFaults.id, id), eq(schema.workbenchFaults.companyId, p.companyId)))
    .returning({ id: schema.workbenchFaults.id });
  if (gone.length === 0) throw new ApiError("not_found", `fault rule ${id} not found`);
  forgetFaultRules();
}
