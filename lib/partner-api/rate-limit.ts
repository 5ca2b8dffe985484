// The upstream's rate-limit and usage headers, as the console's header shows them.
export type RateLimitInfo = {
  limit: number;
  remaining: number;
  reset: number;
  usageLimit?: number;
  usageRemaining?: number;
  usageReset?: number;
};

export function readRateLimit(headers: { get(name: string): string | null }): RateLimitInfo | undefined {
  const n = (name: string) => {
    const v = headers.get(name);
    return v === null || v === "" || Number.isNaN(Number(v)) ? undefined : Number(v);
  };
  const limit = n("x-ratelimit-limit");
  const remaining = n("x-ratelimit-remaining");
  if (limit === undefined || remaining === undefined) return undefined;
  return {
    limit,
    remaining,
    reset: n("x-ratelimit-reset") ?? 0,
    usageLimit: n("x-usage-limit"),
    usageRemaining: n("x-usage-remaining"),
    usageReset: n("x-usage-reset"),
  };
}

// Retry-After as delta-seconds or an HTTP-date; undefined when absent or unparseable.
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}
