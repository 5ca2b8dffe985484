import "server-only";
import { and, desc, eq, inArray } from "drizzle-orm";
import { cdb, consoleTables } from "@/lib/db/console";
import type { PartnerApiClient } from "@/lib/partner-api/client";
import type { WebhookDelivery } from "@/lib/partner-api/contract/reader";
import { failureCause } from "@/lib/webhooks/failure-cause";
import { fromExtension } from "@/lib/webhooks/server/extension";
import { errorClassOf } from "./error-class";
import { toTransition } from "./rows";
import type { Incident } from "./types";

const inc = consoleTables.webhookIncidents;
const tr = consoleTables.webhookTransitions;
const INCIDENTS = 10;
// The delivery log is read for the newest incidents only, a bounded number of deliveries each.
const LOG_INCIDENTS = 3;
const LOG_PAGE = 300;

// A subscription's incidents, newest first, each with its transitions and (newest few) its delivery-log story.
export async function readIncidents(
  api: PartnerApiClient,
  environment: string,
  id: number,
): Promise<Incident[]> {
  const rows = await cdb()
    .select()
    .from(inc)
    .where(and(eq(inc.environment, environment), eq(inc.subscriptionId, id)))
    .orderBy(desc(inc.openedAt))
    .limit(INCIDENTS);
  if (rows.length === 0) return [];
  const steps = await cdb()
    .select()
    .from(tr)
    .where(
      inArray(
        tr.incidentId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(tr.at, tr.id);
  let extension = true;
  const out: Incident[] = [];
  for (const [i, r] of rows.entries()) {
    let log: Incident["log"] = null;
    if (extension && i < LOG_INCIDENTS) {
      log = await fromExtension(api, id, () => logOf(api, id, r.openedAt, r.closedAt));
      if (!log) extension = false;
    }
    out.push({
      id: r.id,
      openedAt: r.openedAt.toISOString(),
      closedAt: r.closedAt?.toISOString() ?? null,
      transitions: steps.filter((s) => s.incidentId === r.id).map(toTransition),
      log,
    });
  }
  return out;
}

// The incident's window of the delivery log: deliveries last changed from a minute before it opened (the monitor
// sees a failure up to a reading late) to its close, created up to a day before it (a round of retries is long).
async function logOf(api: PartnerApiClient, id: number, opened: Date, closed: Date | null) {
  const since = new Date(opened.getTime() - 60_000 - 24 * 3_600_000).toISOString();
  const page = (
    await api.call("listWebhookDeliveries", { params: { id }, query: { since, limit: LOG_PAGE, offset: 0 } })
  ).data;
  const end = closed?.getTime() ?? Infinity;
  const start = opened.getTime() - 60_000;
  const inWindow = (d: WebhookDelivery) => {
    const at = Date.parse(d.updatedAt);
    return at >= start && at <= end;
  };
  const errorClasses: Record<string, number> = {};
  let lastResponse: NonNullable<Incident["log"]>["lastResponse"] = null;
  const failed = [];
  for (const d of page.data) {
    if (d.test || !inWindow(d)) continue;
    for (const a of d.attempts) {
      if (a.outcome !== "failed" && a.outcome !== "retry") continue;
      const cls = errorClassOf(a);
      errorClasses[cls] = (errorClasses[cls] ?? 0) + 1;
      const at = a.finishedAt ?? a.startedAt;
      if (!lastResponse || at > lastResponse.at) {
        const c = failureCause(a);
        lastResponse = { at, label: c.label, snippet: c.snippet };
      }
    }
    if (d.status === "failed")
      failed.push({
        id: d.id,
        eventType: d.eventType,
        entityId: typeof d.requestBody.entity_id === "number" ? d.requestBody.entity_id : null,
        status: d.status,
        failureReason: d.failureReason,
        createdAt: d.createdAt,
      });
  }
  return { errorClasses, lastResponse, failed, truncated: page.total > page.data.length };
}
