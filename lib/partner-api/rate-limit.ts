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
