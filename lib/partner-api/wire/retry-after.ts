// Retry-After (RFC 9110 section 10.2.3), read one way by both halves: the sandbox's delivery engine when a
// receiver answers 429/503, and the console's client when the Partner API does. Pure, so either may import it.

// Delta-seconds or an HTTP-date, in ms from `now`; undefined when missing or unparseable. A date in the past is a
// wait of 0.
export function parseRetryAfterMs(header: string | null | undefined, now: number): number | undefined {
  const v = header?.trim();
  if (!v) return undefined;
  if (/^\d+$/.test(v)) return Number(v) * 1000;
  // IMF-fixdate, obsolete RFC 850 and asctime forms all name a weekday; Date.parse reads the three.
  if (!/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*,? /i.test(v)) return undefined;
  const at = Date.parse(v.replace(/-/g, " "));
  return Number.isFinite(at) ? Math.max(0, at - now) : undefined;
}

// The same, in whole seconds rounded up (the unit the console's errors and waits speak).
export function parseRetryAfterS(header: string | null | undefined, now = Date.now()): number | undefined {
  const ms = parseRetryAfterMs(header, now);
  return ms === undefined ? undefined : Math.ceil(ms / 1000);
}
