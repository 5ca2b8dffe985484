import client from "prom-client";
import { metricsEnabled, shared, sharedCounter } from "./registry";
import { statusClass } from "./status-class";

const enabled = metricsEnabled();

const calls = sharedCounter(
  "partner_api_requests_total",
  "Requests the console sent to the Partner API (each try of a retried read counts), by operation and status class.",
  ["operation", "status_class"] as const,
);
const duration = shared(
  "partner_api_request_duration_seconds",
  (registers) =>
    new client.Histogram({
      name: "partner_api_request_duration_seconds",
      help: "Time to the Partner API's answer (headers and body), by operation and status class.",
      labelNames: ["operation", "status_class"] as const,
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    }),
);
const rateLimited = sharedCounter(
  "partner_api_rate_limited_total",
  "429 answers the console met from the Partner API, by operation.",
  ["operation"] as const,
);
const tokenFetches = sharedCounter(
  "partner_api_token_fetches_total",
  "OAuth token requests to the Partner API's issuer, by outcome (ok or error).",
  ["outcome"] as const,
);
const tokenHits = sharedCounter(
  "partner_api_token_cache_hits_total",
  "Partner API calls that used a cached token.",
);

// `operation` is the contract's operation id (a fixed set); status undefined: no answer came.
export function recordPartnerCall(operation: string, status: number | undefined, seconds: number) {
  if (!enabled) return;
  const labels = { operation, status_class: statusClass(status) };
  calls.inc(labels);
  duration.observe(labels, seconds);
  if (status === 429) rateLimited.inc({ operation });
}

export function recordTokenFetch(ok: boolean) {
  if (enabled) tokenFetches.inc({ outcome: ok ? "ok" : "error" });
}

export function recordTokenCacheHit() {
  if (enabled) tokenHits.inc();
}
