import "server-only";
import { sql } from "drizzle-orm";
import { sandboxConfig } from "./config";
import { sdb } from "./db";
import { ApiError } from "./http/api-error";

const MINUTE = 60_000;
const DAY = 86_400_000;

// Fixed windows per client, counted in the store so several server processes share one budget.
// Every authenticated request counts, refused ones included.
export async function consumeRateLimit(clientId: string, now = Date.now()): Promise<Record<string, string>> {
  const { rateLimitPerMinute: limit, usageLimitPerDay: usage } = sandboxConfig();
  const minuteStart = now - (now % MINUTE);
  const dayStart = now - (now % DAY);
  const result = await sdb().execute<{ window: string; count: number }>(sql`
    INSERT INTO sandbox.rate_counters (client_id, "window", window_start, count)
    VALUES (${clientId}, 'minute', ${new Date(minuteStart).toISOString()}, 1),
           (${clientId}, 'day', ${new Date(dayStart).toISOString()}, 1)
    ON CONFLICT (client_id, "window", window_start) DO UPDATE SET count = sandbox.rate_counters.count + 1
    RETURNING "window", count`);
  const minuteCount = result.rows.find((r) => r.window === "minute")?.count ?? 1;
  const dayCount = result.rows.find((r) => r.window === "day")?.count ?? 1;
  const minuteReset = Math.ceil((minuteStart + MINUTE) / 1000);
  const dayReset = Math.ceil((dayStart + DAY) / 1000);
  const headers = {
    "X-RateLimit-Limit": String(limit),
    "X-RateLimit-Remaining": String(Math.max(0, limit - minuteCount)),
    "X-RateLimit-Reset": String(minuteReset),
    "X-Usage-Limit": String(usage),
    "X-Usage-Remaining": String(Math.max(0, usage - dayCount)),
    "X-Usage-Reset": String(dayReset),
  };
  if (Math.random() < 0.001) void pruneOldWindows(now);
  if (minuteCount > limit) {
    const retryAfter = String(Math.max(1, minuteReset - Math.floor(now / 1000)));
    throw new ApiError("rate_limited", `rate limit of ${limit} requests per minute exceeded`, undefined, {
      ...headers,
      "Retry-After": retryAfter,
    });
  }
  if (dayCount > usage) {
    const retryAfter = String(Math.max(1, dayReset - Math.floor(now / 1000)));
    throw new ApiError("usage_limit_exceeded", `daily usage limit of ${usage} requests exceeded`, undefined, {
      ...headers,
      "Retry-After": retryAfter,
    });
  }
  return headers;
}

async function pruneOldWindows(now: number) {
  await sdb()
    .execute(
      sql`DELETE FROM sandbox.rate_counters WHERE window_start < ${new Date(now - 2 * DAY).toISOString()}`,
    )
    .catch(() => undefined);
}
