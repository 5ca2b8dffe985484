import { metricsEnabled, sharedCounter } from "./registry";

const enabled = metricsEnabled();

const refusals = sharedCounter(
  "sandbox_rate_limit_refusals_total",
  "Sandbox API requests refused by its rate limits, by window (minute: rate limit, day: usage limit).",
  ["window"] as const,
);

export function recordRateLimitRefusal(window: "minute" | "day") {
  if (enabled) refusals.inc({ window });
}
