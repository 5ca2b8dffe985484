import "server-only";
import { csvRow } from "@/lib/csv";
import type { PartnerEnvironment } from "@/lib/partner-api/environments";
import { indexKey } from "@/lib/record-index/config";
import { changedPage, MISSED_EXPORT_MAX, missedChanges } from "./missed-changes";
import type { MissedRow } from "./types";

const BATCH = 1000;

// The whole report as a file, streamed a batch at a time (CSV rows, or one JSON document written piecewise), the
// deletions and what cannot be known first.
export function missedExport(
  env: PartnerEnvironment,
  from: string,
  to: string,
  format: "csv" | "json",
): Response {
  const key = indexKey(env);
  const enc = new TextEncoder();
  const line = (row: MissedRow, first: boolean) =>
    format === "csv"
      ? csvRow([row.change, row.kind, row.id, row.name, row.at])
      : `${first ? "" : ","}\n${JSON.stringify(row)}`;
  const stream = new ReadableStream<Uint8Array>({
    async start(c) {
      try {
        const head = await missedChanges(env, from, to, 0);
        if (format === "csv") c.enqueue(enc.encode(csvRow(["change", "kind", "id", "name", "at"])));
        else
          c.enqueue(
            enc.encode(
              `{"from":${JSON.stringify(from)},"to":${JSON.stringify(to)},"completeAsOf":${JSON.stringify(head.completeAsOf)},"unknowable":${JSON.stringify(head.unknowable)},"records":[`,
            ),
          );
        let first = true;
        for (const d of head.deleted) {
          c.enqueue(enc.encode(line(d, first)));
          first = false;
        }
        for (let offset = 0; offset < MISSED_EXPORT_MAX; offset += BATCH) {
          const rows = await changedPage(key, from, to, offset, BATCH);
          for (const row of rows) {
            c.enqueue(enc.encode(line(row, first)));
            first = false;
          }
          if (rows.length < BATCH) break;
        }
        if (format === "json") c.enqueue(enc.encode("\n]}\n"));
        c.close();
      } catch (err) {
        c.error(err);
      }
    },
  });
  const name = `missed-changes-${from.slice(0, 10)}.${format}`;
  return new Response(stream, {
    headers: {
      "content-type": format === "csv" ? "text/csv; charset=utf-8" : "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="${name}"`,
    },
  });
}
