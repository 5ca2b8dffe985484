import "server-only";
import { eq, sql } from "drizzle-orm";
import { cdb, consoleTables } from "@/lib/db/console";
import { auditSystem } from "@/lib/audit";
import { logger } from "@/lib/logger";
import { collectAll, isPartnerApiError } from "@/lib/partner-api";
import type { PartnerApiClient } from "@/lib/partner-api/client";
import type { WebhookSubscription } from "@/lib/partner-api/contract";
import type { PartnerEnvironment } from "@/lib/partner-api/environments";
import { paced } from "@/lib/partner-api/pacing";
import { indexSettings } from "./config";
import { isConsoleOwnSubscription, OWN_DESCRIPTION, OWN_HEADER } from "./own";

// The console's own webhook subscription per environment, so changes made outside the console reach the index.
// Its secret is stored because the console is the receiver here; secrets of people's subscriptions never are.
export { isConsoleOwnSubscription, OWN_DESCRIPTION } from "./own";

const triggers = ["project", "lead", "client"].flatMap((resourceName) =>
  ["create", "update", "delete"].map((eventType) => ({ resourceName, eventType })),
);

const t = consoleTables.indexSubscriptions;
export type OwnSubscription = typeof t.$inferSelect;

export async function ownSubscription(key: string): Promise<OwnSubscription | undefined> {
  const [row] = await cdb().select().from(t).where(eq(t.environment, key));
  return row;
}

export function eventsUrl(key: string): string | null {
  const { publicUrl, events } = indexSettings();
  return events && publicUrl ? `${publicUrl.replace(/\/$/, "")}/api/index/events/${key}` : null;
}

// Ensures the environment has the console's subscription; called under the environment's advisory lock, so two
// instances never create two.
export async function ensureSubscription(env: PartnerEnvironment, key: string, api: PartnerApiClient) {
  const url = eventsUrl(key);
  if (!url) return;
  // Within the background's share of the rate limit, like the crawler (a check is one call; a repair, a few).
  await paced(api, indexSettings().rateShare, () => ensure(env, key, api, url));
}

async function ensure(env: PartnerEnvironment, key: string, api: PartnerApiClient, url: string) {
  const row = await ownSubscription(key);
  if (row && row.url === url) {
    if (row.checkedAt && Date.now() - row.checkedAt.getTime() < indexSettings().checkS * 1000) return;
    try {
      const { data } = await api.call("getWebhookSubscription", { params: { id: row.subscriptionId } });
      await repair(env, data.data, url, api);
      await cdb().update(t).set({ checkedAt: new Date() }).where(eq(t.environment, key));
      return;
    } catch (err) {
      if (!isPartnerApiError(err) || err.status !== 404) throw err;
    }
  }
  if (row) {
    await api
      .call("deleteWebhookSubscription", { params: { id: row.subscriptionId } })
      .catch(() => undefined);
    await cdb().delete(t).where(eq(t.environment, key));
  }
  // Earlier subscriptions of ours whose secret was never stored (a crash between create and insert): removed.
  const existing = await collectAll(
    async (offset, limit) => (await api.call("listWebhookSubscriptions", { query: { offset, limit } })).data,
  );
  for (const s of existing)
    if (isConsoleOwnSubscription(s) && s.url === url)
      await api.call("deleteWebhookSubscription", { params: { id: s.id } }).catch(() => undefined);
  const { data } = await api.call("createWebhookSubscription", {
    body: { url, triggers, description: OWN_DESCRIPTION, headers: { [OWN_HEADER.name]: OWN_HEADER.value } },
  });
  await cdb()
    .insert(t)
    .values({
      environment: key,
      subscriptionId: data.data.id,
      secret: data.data.secret,
      url,
      checkedAt: new Date(),
    })
    .onConflictDoUpdate({
      target: t.environment,
      set: { subscriptionId: data.data.id, secret: data.data.secret, url, checkedAt: new Date() },
    });
  logger.info({ environment: env.name, subscription: data.data.id }, "record index subscribed to events");
}

// Anyone with a company token can change the subscription (a paused one stops the events): put back and audited.
export function driftOf(s: WebhookSubscription, url: string): string[] {
  const wanted = new Set(triggers.map((x) => `${x.resourceName}.${x.eventType}`));
  const has = new Set(s.triggers.map((x) => `${x.resourceName}.${x.eventType}`));
  const headers = Object.entries(s.headers);
  return [
    s.url !== url && "url",
    s.status !== "active" && `status (${s.status})`,
    s.description !== OWN_DESCRIPTION && "description",
    (headers.length !== 1 || s.headers[OWN_HEADER.name] !== OWN_HEADER.value) && "headers",
    (has.size !== wanted.size || [...wanted].some((x) => !has.has(x))) && "triggers",
  ].filter((x): x is string => typeof x === "string");
}

async function repair(env: PartnerEnvironment, s: WebhookSubscription, url: string, api: PartnerApiClient) {
  const drift = driftOf(s, url);
  if (!drift.length) return;
  await api.call("updateWebhookSubscription", {
    params: { id: s.id },
    body: {
      url,
      status: "active",
      description: OWN_DESCRIPTION,
      headers: { [OWN_HEADER.name]: OWN_HEADER.value },
      triggers,
      updateTriggers: true,
    },
  });
  await auditSystem(env, {
    operation: "webhook.repair",
    target: `webhook ${s.id}`,
    outcome: "ok",
    detail: `The record index's own subscription was changed upstream; restored: ${drift.join(", ")}`,
  });
  logger.warn({ environment: env.name, subscription: s.id, drift }, "record index subscription repaired");
}

export async function eventArrived(key: string) {
  await cdb().execute(
    sql`UPDATE console.index_subscriptions SET last_event_at = now() WHERE environment = ${key}`,
  );
}
