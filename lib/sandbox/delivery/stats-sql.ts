// The delivery stats statement (stats.ts), its one parameter $1 the subscription id; a module of its own so the
// scale bench (scripts/bench/scale-deliveries.ts) EXPLAINs the very statement the endpoint runs.
export const STATS_SQL = `
  WITH h AS (
    SELECT generate_series(date_trunc('hour', now(), 'UTC') - interval '23 hours',
                           date_trunc('hour', now(), 'UTC'), interval '1 hour') AS hour
  ), l AS (
    SELECT l.hour, array_agg(l.duration_ms ORDER BY l.duration_ms) AS durations,
           array_agg(l.attempts ORDER BY l.duration_ms) AS counts
    FROM sandbox.webhook_delivery_latency l
    WHERE l.subscription_id = $1 AND l.attempts > 0
      AND l.hour >= date_trunc('hour', now(), 'UTC') - interval '23 hours'
    GROUP BY l.hour
  )
  SELECT h.hour, coalesce(r.attempts, 0) AS attempts, coalesce(r.delivered, 0) AS delivered,
    coalesce(r.failed, 0) AS failed, coalesce(r.retried, 0) AS retried, l.durations, l.counts
  FROM h
  LEFT JOIN sandbox.webhook_delivery_hourly r ON r.subscription_id = $1 AND r.hour = h.hour
  LEFT JOIN l ON l.hour = h.hour
  ORDER BY h.hour`;
