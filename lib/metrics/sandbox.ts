import client from "prom-client";
import { metricsEnabled, shared } from "./registry";

const enabled = metricsEnabled();

const refusals = shared(
  "sandbox_rate_limit_refusals_total",
  (registers) =>
    new client.Counter({
      name: "sandbox_rate_limit_refusals_total",
      help: "Sandbox API requests refused by its rate limits, by window (minute: rate limit, day: usage limit).",
      labelNames: ["window"] as const,
      registers,
    }),
);

export function recordRateLimitRefusal(window: "minute" | "day") {
  if (enabled) refusals.inc({ window });
}
