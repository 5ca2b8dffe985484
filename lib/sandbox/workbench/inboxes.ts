import "server-only";
import { and, count, desc, eq, inArray, max, sql } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import { pagingQuery } from "@/lib/partner-api/contract";
import {
  INBOXES_PER_COMPANY,
  inboxCreateBody,
  inboxUpdateBody,
  type Inbox,
} from "@/lib/partner-api/contract/workbench";
import { schema, sdb, type Queryable } from "../core/db";
import { ApiError } from "../core/errors";
import { bodyOf, idParam, queryOf, requestIdParam, type WorkbenchContext } from "./route";
import { inboxRequestView, inboxView } from "./inbox-view";

const t = schema.workbenchInboxes;
const r = schema.workbenchInboxRequests;
const UNIQUE_VIOLATION = "23505";

const nameTaken = (name: string) =>
  new ApiError("inbox_name_taken", `an inbox named "${name}" exists already`, [
    { path: "name", message: "is taken" },
  ]);

async function withStats(db: Queryable, rows: (typeof t.$inferSelect)[]): Promise<Inbox[]> {
  if (rows.length === 0) return [];
  const stats = await db
    .select({ inboxId: r.inboxId, n: count(), last: max(r.receivedAt) })
    .from(r)
    .where(
      inArray(
        r.inboxId,
        rows.map((x) => x.id),
      ),
    )
    .groupBy(r.inboxId);
  return rows.map((row) => {
    const s = stats.find((x) => x.inboxId === row.id);
    return inboxView(row, { requestCount: s?.n ?? 0, lastRequestAt: s?.last ?? null });
  });
}

async function owned(companyId: number, id: number) {
  const [row] = await sdb()
    .select()
    .from(t)
    .where(and(eq(t.companyId, companyId), eq(t.id, id)));
  if (!row) throw new ApiError("not_found", `no inbox has the id ${id}`);
  return row;
}

// GET /sandbox/workbench/inboxes — the company's inboxes, oldest first
export async function listInboxes({ principal }: WorkbenchContext) {
  const rows = await sdb().select().from(t).where(eq(t.companyId, principal.companyId)).orderBy(t.id);
  return { data: await withStats(sdb(), rows) };
}

// POST /sandbox/workbench/inboxes — a new inbox answering 200, with its receiving URL
export async function createInbox({ req, principal }: WorkbenchContext) {
  const body = await bodyOf(req, inboxCreateBody);
  const row = await sdb().transaction(async (tx) => {
    // One company's creates in turn, so the limit holds under concurrent requests.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(7460401, ${principal.companyId})`);
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(t)
      .where(eq(t.companyId, principal.companyId));
    if (n >= INBOXES_PER_COMPANY)
      throw new ApiError(
        "inbox_limit_reached",
        `a company may have at most ${INBOXES_PER_COMPANY} inboxes; delete one first`,
      );
    const key = randomBytes(24).toString("base64url");
    const [created] = await tx
      .insert(t)
      .values({ companyId: principal.companyId, key, name: body.name })
      .onConflictDoNothing()
      .returning();
    if (!created) throw nameTaken(body.name);
    return created;
  });
  return { data: inboxView(row, { requestCount: 0, lastRequestAt: null }) };
}

// GET /sandbox/workbench/inboxes/{id}
export async function getInbox({ principal, params }: WorkbenchContext) {
  const row = await owned(principal.companyId, idParam(params));
  return { data: (await withStats(sdb(), [row]))[0] };
}

// PATCH /sandbox/workbench/inboxes/{id} — rename and/or replace the behaviour (omitted parts reset to none)
export async function updateInbox({ req, principal, params }: WorkbenchContext) {
  const id = idParam(params);
  const body = await bodyOf(req, inboxUpdateBody);
  await owned(principal.companyId, id);
  const b = body.behaviour;
  try {
    const [row] = await sdb()
      .update(t)
      .set({
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(b
          ? {
              status: b.status,
              retryAfterS: b.retryAfterS ?? null,
              delayMs: b.delayMs ?? 0,
              failNext: b.failNext ?? 0,
            }
          : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(t.companyId, principal.companyId), eq(t.id, id)))
      .returning();
    if (!row) throw new ApiError("not_found", `no inbox has the id ${id}`);
    return { data: (await withStats(sdb(), [row]))[0] };
  } catch (err) {
    const code = (err as { code?: string; cause?: { code?: string } }).cause?.code;
    if (code === UNIQUE_VIOLATION || (err as { code?: string }).code === UNIQUE_VIOLATION)
      throw nameTaken(body.name ?? "");
    throw err;
  }
}

// DELETE /sandbox/workbench/inboxes/{id} — the inbox and every request it kept
export async function deleteInbox({ principal, params }: WorkbenchContext) {
  const id = idParam(params);
  const gone = await sdb()
    .delete(t)
    .where(and(eq(t.companyId, principal.companyId), eq(t.id, id)))
    .returning({ id: t.id });
  if (gone.length === 0) throw new ApiError("not_found", `no inbox has the id ${id}`);
  return { deleted: true };
}

// GET /sandbox/workbench/inboxes/{id}/requests — newest first, paged like the partner API
export async function listInboxRequests({ req, principal, params }: WorkbenchContext) {
  const id = idParam(params);
  const { limit, offset } = queryOf(req, pagingQuery.strict());
  await owned(principal.companyId, id);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    sdb().select().from(r).where(eq(r.inboxId, id)).orderBy(desc(r.id)).limit(limit).offset(offset),
    sdb().select({ total: count() }).from(r).where(eq(r.inboxId, id)),
  ]);
  return { data: rows.map(inboxRequestView), limit, offset, total };
}

// GET /sandbox/workbench/inboxes/{id}/requests/{requestId} — one request the inbox received (a delivery's, say,
// linked from the request inspector), while the inbox still keeps it
export async function getInboxRequest({ principal, params }: WorkbenchContext) {
  const id = idParam(params);
  const requestId = requestIdParam(params);
  await owned(principal.companyId, id);
  const [row] = await sdb()
    .select()
    .from(r)
    .where(and(eq(r.inboxId, id), eq(r.id, requestId)));
  if (!row) throw new ApiError("not_found", `the inbox has no request ${requestId} (it keeps the last 500)`);
  return { data: inboxRequestView(row) };
}
