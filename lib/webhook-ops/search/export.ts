import "server-only";
import { csvRow } from "@/lib/csv";
import type { PartnerApiClient } from "@/lib/partner-api/client";
import { failureCause } from "@/lib/webhooks/failure-cause";
import type { SearchQuery } from "./params";

const PAGE = 300;
export const EXPORT_MAX = 100_000;

// Every match as CSV, a page at a time as the file is read (newest first, at most EXPORT_MAX rows).
export function exportDeliveries(api: PartnerApiClient, query: SearchQuery): Response {
  const enc = new TextEncoder();
  let offset = 0;
  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      c.enqueue(
        enc.encode(
          csvRow([
            "delivery_id",
            "subscription",
            "event",
            "entity_id",
            "status",
            "reason",
            "attempts",
            "last_answer",
            "created_at",
          ]),
        ),
      );
    },
    async pull(c) {
      try {
        const page = (await api.call("searchWebhookDeliveries", { query: { ...query, offset, limit: PAGE } }))
          .data;
        let text = "";
        for (const d of page.data) {
          const last = d.attempts.at(-1);
          const entity = d.requestBody.entity_id;
          text += csvRow([
            d.id,
            d.subscriptionId,
            d.eventType,
            typeof entity === "number" ? entity : "",
            d.status,
            d.failureReason ?? "",
            d.attemptCount,
            last ? failureCause(last).label.replace(/^unknown cause$/, last.outcome) : "",
            d.createdAt,
          ]);
        }
        if (text) c.enqueue(enc.encode(text));
        offset += page.data.length;
        if (page.data.length < PAGE || offset >= Math.min(page.total, EXPORT_MAX)) c.close();
      } catch (err) {
        c.error(err);
      }
    },
  });
  return new Response(stream, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": 'attachment; filename="webhook-deliveries.csv"',
    },
  });
}
