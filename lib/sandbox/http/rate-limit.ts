import "server-only";
import { sql } from "drizzle-orm";
import { recordRateLimitRefusal } from "@/lib/metrics/sandbox";
import { sandboxConfig } from "../core/config";
import { sdb } from "../core/db";
import { ApiError } from "../core/errors";
import { takeNumbers } from "./rate-lease";

const MINUTE = 60_000;
const DAY = 86_400_000;

// Fixed windows per client, counted in the store so several server processes share one budget; the counts
// are taken in leases (rate-lease.ts), so a request costs a store round trip only when its lease is used up.
// Every authenticated request counts, refused ones included.
export async function consumeRateLimit(clientId: string, now = Date.now()): Promise<Record<string, string>> {
  const { rateLimitPerMinute: limit, usageLimitPerDay: usage } = sandboxConfig();
  const minuteStart = now - (now % MINUTE);
  const dayStart = now - (now % DAY);
  const [minuteCount, dayCount] = (await takeNumbers(clientId, [
    { kind: "minute", start: minuteStart, limit },
    { kind: "day", start: dayStart, limit: usage },
  ])) as [number, number];
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
    recordRateLimitRefusal("minute");
    const retryAfter = String(Math.max(1, minuteReset - Math.floor(now / 1000)));
    throw new ApiError("rate_limited", `rate limit of ${limit} requests per minute exceeded`, undefined, {
      ...headers,
      "Retry-After": retryAfter,
    });
  }
  if (dayCount > usage) {
    recordRateLimitRefusal("day");
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
