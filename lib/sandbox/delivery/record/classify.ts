// What an attempt's result means (Delivery rules 1-2): 2xx succeeds; no response (connection, DNS, TLS, timeout),
// 408, 429 and 5xx are retried while attempts remain; every other status (other 4xx, and 1xx/3xx, since
// redirects are not followed) fails. 3xx is retried like a 5xx: the receiver may be mid-migration. A request the
// sandbox itself cannot build or send (`local`: a header value Node refuses, say) fails at once: the same request
// would fail the same way on every retry. Either way it is a failed attempt, so it counts.
export type AttemptResult =
  | { kind: "response"; status: number; retryAfter: string | null; body: string }
  | { kind: "error"; error: string; local?: true };

export type Verdict = "success" | "retryable" | "rejected";

export function classify(result: AttemptResult): Verdict {
  if (result.kind === "error") return result.local ? "rejected" : "retryable";
  const s = result.status;
  if (s >= 200 && s < 300) return "success";
  if (s === 408 || s === 429 || s >= 500 || (s >= 300 && s < 400)) return "retryable";
  return "rejected";
}
