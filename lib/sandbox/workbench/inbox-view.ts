import type { Inbox, InboxRequest } from "@/lib/partner-api/contract/workbench";
import { schema } from "../core/db";
import { inboxUrl } from "../model/inbox-url";

type InboxRow = typeof schema.workbenchInboxes.$inferSelect;
type RequestRow = typeof schema.workbenchInboxRequests.$inferSelect;

// Wire shapes of the workbench's inboxes and the requests they received.
export const inboxView = (
  r: InboxRow,
  stats: { requestCount: number; lastRequestAt: Date | null },
): Inbox => ({
  id: r.id,
  name: r.name,
  url: inboxUrl(r.key),
  behaviour: { status: r.status, retryAfterS: r.retryAfterS, delayMs: r.delayMs, failNext: r.failNext },
  requestCount: stats.requestCount,
  lastRequestAt: stats.lastRequestAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

export const inboxRequestView = (r: RequestRow): InboxRequest => ({
  id: r.id,
  receivedAt: r.receivedAt.toISOString(),
  method: r.method,
  query: r.query,
  headers: r.headers,
  body: r.body,
  size: r.size,
  verification: r.verification as InboxRequest["verification"],
  responseStatus: r.responseStatus,
  delayMs: r.delayMs,
  deliveryId: r.deliveryId,
});
