import { metricsResponse } from "@/lib/metrics/route-response";

// GET /metrics — Prometheus scrape endpoint (loopback callers, or Authorization: Bearer $METRICS_TOKEN).
export const GET = metricsResponse;
export const dynamic = "force-dynamic";
