import "server-only";
import { sql } from "drizzle-orm";
import { cdb } from "@/lib/db/console";
import {
  indexCrawling,
  indexErrors,
  indexIndexed,
  indexLag,
  indexPassOffset,
  indexTotal,
} from "@/lib/metrics/record-index";

type Row = {
  environment_name: string;
  kind: string;
  indexed: number;
  total: number | null;
  lag: number | null;
  pass_offset: number;
  crawling: boolean;
  failed: boolean;
};

// The index's gauges, read at each scrape from console.index_state (a row per configured environment and kind:
// the labels are the environments' configured names, never input).
export async function collectIndexGauges(): Promise<void> {
  const { rows } = await cdb().execute<Row>(sql`
    SELECT environment_name, kind, indexed, total, pass_offset, pass_started_at IS NOT NULL AS crawling,
      error IS NOT NULL AS failed, extract(epoch FROM now() - complete_as_of)::float8 AS lag
    FROM console.index_state LIMIT 100`);
  for (const r of rows) {
    const labels = { environment: r.environment_name, kind: r.kind };
    if (r.lag !== null) indexLag.set(labels, Math.max(0, Number(r.lag)));
    indexIndexed.set(labels, Number(r.indexed));
    if (r.total !== null) indexTotal.set(labels, Number(r.total));
    indexPassOffset.set(labels, Number(r.pass_offset));
    indexCrawling.set(labels, r.crawling ? 1 : 0);
    indexErrors.set(labels, r.failed ? 1 : 0);
  }
}
