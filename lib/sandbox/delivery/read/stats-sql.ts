// The delivery stats statement (stats.ts): $1 the subscription id, $2 and $3 the hours (timestamptz[]) and their
// roll-up versions (bigint[]) whose percentiles the caller already knows. A module of its own so the scale bench
// (scripts/bench/scale-deliveries.ts) EXPLAINs the very statement the endpoint runs.
// The 24 hourly roll-up rows come from one range scan of their key; an hour's durations (one range scan of the
// latency roll-up's key, as before, restricted to them) only of hours whose version the caller did not pass:
// usually just the current hour.
export const STATS_SQL = `
  WITH h AS (
    SELECT generate_series(date_trunc('hour', now(), 'UTC') - interval '23 hours',
                           date_trunc('hour', now(), 'UTC'), interval '1 hour') AS hour
  ), r AS (
    SELECT r.hour, r.attempts, r.delivered, r.failed, r.retried, r.version
    FROM sandbox.webhook_delivery_hourly r
    WHERE r.subscription_id = $1 AND r.hour >= date_trunc('hour', now(), 'UTC') - interval '23 hours'
  ), known AS (
    SELECT * FROM unnest($2::timestamptz[], $3::bigint[]) AS k(hour, version)
  ), stale AS MATERIALIZED (
    SELECT r.hour FROM r
    WHERE NOT EXISTS (SELECT 1 FROM known k WHERE k.hour = r.hour AND k.version = r.version)
  ), l AS (
    SELECT l.hour, array_agg(l.duration_ms ORDER BY l.duration_ms) AS durations,
           array_agg(l.attempts ORDER BY l.duration_ms) AS counts
    FROM sandbox.webhook_delivery_latency l
    WHERE l.subscription_id = $1 AND l.attempts > 0 AND l.hour = ANY (ARRAY(SELECT hour FROM stale))
    GROUP BY l.hour
  )
  SELECT h.hour, coalesce(r.attempts, 0) AS attempts, coalesce(r.delivered, 0) AS delivered,
    coalesce(r.failed, 0) AS failed, coalesce(r.retried, 0) AS retried, r.version,
    s.hour IS NOT NULL AS read, l.durations, l.counts
  FROM h
  LEFT JOIN r ON r.hour = h.hour
  LEFT JOIN stale s ON s.hour = h.hour
  LEFT JOIN l ON l.hour = h.hour
  ORDER BY h.hour`;
