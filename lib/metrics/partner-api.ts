import client from "prom-client";
import { metricsEnabled, shared } from "./registry";
import { statusClass } from "./status-class";

const enabled = metricsEnabled();

const calls = shared(
  "partner_api_requests_total",
  (registers) =>
    new client.Counter({
      name: "partner_api_requests_total",
      help: "Requests the console sent to the Partner API (each try of a retried read counts), by operation and status class.",
      labelNames: ["operation", "status_class"] as const,
      registers,
    }),
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
const rateLimited = shared(
  "partner_api_rate_limited_total",
  (registers) =>
    new client.Counter({
      name: "partner_api_rate_limited_total",
      help: "429 answers the console met from the Partner API, by operation.",
      labelNames: ["operation"] as const,
      registers,
    }),
);
const tokenFetches = shared(
  "partner_api_token_fetches_total",
  (registers) =>
    new client.Counter({
      name: "partner_api_token_fetches_total",
      help: "OAuth token requests to the Partner API's issuer, by outcome (ok or error).",
      labelNames: ["outcome"] as const,
      registers,
    }),
);
const tokenHits = shared(
  "partner_api_token_cache_hits_total",
  (registers) =>
    new client.Counter({
      name: "partner_api_token_cache_hits_total",
      help: "Partner API calls that used a cached token.",
      registers,
    }),
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
