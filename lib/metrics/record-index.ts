import client from "prom-client";
import { shared } from "./registry";

// Set at scrape time from console.index_state (one row per configured environment and kind).
const labelNames = ["environment", "kind"] as const;
export const indexLag = shared(
  "record_index_lag_seconds",
  (registers) =>
    new client.Gauge({
      name: "record_index_lag_seconds",
      help: "Age of the record index's last complete pass (now minus completeAsOf); absent before the first.",
      labelNames,
      registers,
    }),
);
export const indexIndexed = shared(
  "record_index_records",
  (registers) =>
    new client.Gauge({
      name: "record_index_records",
      help: "Records in the index.",
      labelNames,
      registers,
    }),
);
export const indexTotal = shared(
  "record_index_upstream_total",
  (registers) =>
    new client.Gauge({
      name: "record_index_upstream_total",
      help: "Records the Partner API reported at the crawler's last page.",
      labelNames,
      registers,
    }),
);
export const indexPassOffset = shared(
  "record_index_crawl_offset",
  (registers) =>
    new client.Gauge({
      name: "record_index_crawl_offset",
      help: "How far the crawler's pass in progress has read (0 between passes).",
      labelNames,
      registers,
    }),
);
export const indexCrawling = shared(
  "record_index_crawl_in_progress",
  (registers) =>
    new client.Gauge({
      name: "record_index_crawl_in_progress",
      help: "1 while a crawler pass is in progress, else 0.",
      labelNames,
      registers,
    }),
);
export const indexErrors = shared(
  "record_index_crawl_error",
  (registers) =>
    new client.Gauge({
      name: "record_index_crawl_error",
      help: "1 when the last crawler pass failed, else 0.",
      labelNames,
      registers,
    }),
);
