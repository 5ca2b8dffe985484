import "server-only";
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import { triggerCatalog, type TriggerRef, type WebhookSubscription } from "@/lib/partner-api/contract";
import { sdb, schema, type Queryable } from "../core/db";
import { sandboxConfig } from "../core/config";
import { abandonPending } from "../delivery/queue/abandon";
import { invalid, notFound } from "../core/errors";
import type { Handlers } from "./handler-types";
import { envelope } from "./paging";
import { webhookUrlProblem } from "../model/webhook-url";

const s = schema.webhookSubscriptions;
const tr = schema.webhookSubscriptionTriggers;
type Row = typeof s.$inferSelect;

const catalogKeys = new Set(triggerCatalog.map((c) => `${c.resourceName}.${c.eventType}`));

function checkUrl(url: string) {
  const problem = webhookUrlProblem(url, sandboxConfig().webhooks.targets);
  if (problem) throw invalid("url", problem);
}

function checkTriggers(triggers: TriggerRef[]): TriggerRef[] {
  triggers.forEach((t, i) => {
    if (!catalogKeys.has(`${t.resourceName}.${t.eventType}`))
      throw invalid(
        `triggers.${i}`,
        `${t.resourceName}.${t.eventType} is not in the trigger catalog (GET /v1/webhookTriggers)`,
      );
  });
  const seen = new Map(triggers.map((t) => [`${t.resourceName}.${t.eventType}`, t]));
  return [...seen.values()];
}

async function view(db: Queryable, rows: Row[]): Promise<WebhookSubscription[]> {
  if (rows.length === 0) return [];
  const triggers = await db
    .select()
    .from(tr)
    .where(
      inArray(
        tr.subscriptionId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(tr.id));
  return rows.map((r) => ({
    id: r.id,
    companyId: r.companyId,
    url: r.url,
    status: r.status,
    description: r.description,
    maxAttempts: r.maxAttempts,
    headers: r.headers,
    consecutiveFailures: r.consecutiveFailures,
    createdBy: r.createdBy,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    triggers: triggers
      .filter((t) => t.subscriptionId === r.id)
      .map((t) => ({ id: t.id, resourceName: t.resourceName, eventType: t.eventType, isActive: t.isActive })),
  }));
}

export async function mustRow(db: Queryable, companyId: number, id: number, lock = false) {
  const q = db.select().from(s).where(eq(s.id, id));
  const [row] = lock ? await q.for("update") : await q;
  if (!row || row.companyId !== companyId) throw notFound("webhook subscription", id);
  return row;
}

export const webhookHandlers: Pick<
  Handlers,
  | "listWebhookTriggers"
  | "listWebhookSubscriptions"
  | "createWebhookSubscription"
  | "getWebhookSubscription"
  | "updateWebhookSubscription"
  | "deleteWebhookSubscription"
> = {
  async listWebhookTriggers() {
    return { data: triggerCatalog };
  },

  async listWebhookSubscriptions({ principal, query }) {
    const db = sdb();
    const cond = query.status
      ? and(eq(s.companyId, principal.companyId), eq(s.status, query.status))
      : eq(s.companyId, principal.companyId);
    const [rows, [n]] = await Promise.all([
      db.select().from(s).where(cond).orderBy(asc(s.id)).limit(query.limit).offset(query.offset),
      db.select({ n: count() }).from(s).where(cond),
    ]);
    return envelope(await view(db, rows), query, n?.n ?? 0);
  },

  async createWebhookSubscription({ principal, body }) {
    checkUrl(body.url);
    const triggers = checkTriggers(body.triggers ?? []);
    return sdb().transaction(async (tx) => {
      const secret = `whsec_${randomBytes(32).toString("base64url")}`;
      const [row] = await tx
        .insert(s)
        .values({
          companyId: principal.companyId,
          url: body.url,
          description: body.description ?? null,
          maxAttempts: body.maxAttempts ?? 5,
          headers: body.headers ?? {},
          createdBy: principal.actorUserId,
          secret,
        })
        .returning();
      if (triggers.length)
        await tx.insert(tr).values(triggers.map((t) => ({ ...t, subscriptionId: row!.id })));
      const [data] = await view(tx, [row!]);
      return { data: { ...data!, secret } };
    });
  },

  async getWebhookSubscription({ principal, params }) {
    const db = sdb();
    const [data] = await view(db, [await mustRow(db, principal.companyId, params.id!)]);
    return { data: data! };
  },

  async updateWebhookSubscription({ principal, params, body }) {
    if (body.url !== undefined) checkUrl(body.url);
    if (body.updateTriggers && body.triggers === undefined)
      throw invalid("triggers", "triggers is required when updateTriggers is true");
    const triggers = body.updateTriggers ? checkTriggers(body.triggers ?? []) : undefined;
    return sdb().transaction(async (tx) => {
      const row = await mustRow(tx, principal.companyId, params.id!, true);
      const set: Partial<Row> = { updatedAt: new Date() };
      if (body.url !== undefined) set.url = body.url;
      if (body.description !== undefined) set.description = body.description;
      if (body.maxAttempts !== undefined) set.maxAttempts = body.maxAttempts;
      if (body.headers !== undefined) set.headers = body.headers;
      const statusChange = body.status !== undefined && body.status !== row.status ? body.status : undefined;
      if (statusChange) set.status = statusChange;
      await tx.update(s).set(set).where(eq(s.id, row.id));
      // Reactivating starts a fresh streak (otherwise one more failure would disable it again at once) and
      // delivers only events from now on (the database's clock, which stamps occurred_at too).
      if (statusChange === "active")
        await tx
          .update(s)
          .set({ consecutiveFailures: 0, activeSince: sql`now()` })
          .where(eq(s.id, row.id));
      if (statusChange === "paused" || statusChange === "disabled") await abandonPending(tx, row.id);
      if (triggers) {
        await tx.delete(tr).where(eq(tr.subscriptionId, row.id));
        if (triggers.length)
          await tx.insert(tr).values(triggers.map((t) => ({ ...t, subscriptionId: row.id })));
      }
      const [data] = await view(tx, [await mustRow(tx, principal.companyId, row.id)]);
      return { data: data! };
    });
  },

  async deleteWebhookSubscription({ principal, params }) {
    const gone = await sdb()
      .delete(s)
      .where(and(eq(s.id, params.id!), eq(s.companyId, principal.companyId)))
      .returning({ id: s.id });
    if (gone.length === 0) throw notFound("webhook subscription", params.id!);
    return { deleted: true };
  },
};
