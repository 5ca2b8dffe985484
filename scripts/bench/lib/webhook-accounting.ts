import { BenchError } from "../../../lib/dev/errors";

export type Call = (method: string, path: string, body?: unknown) => Promise<unknown>;

// Where every delivery a phase published stands in the sandbox's own delivery log.
export type Accounting = { published: number; delivered: number; pending: number; failed: number };

export const missing = (a: Accounting) => a.published - a.delivered - a.pending - a.failed;

const STATUSES = {
  delivered: ["success"],
  pending: ["pending", "pending_retry"],
  failed: ["failed"],
} as const;

// Counts the deliveries created since `since` per status over the subscriptions, through the sandbox-only
// delivery log (each list answers its total).
async function count(
  call: Call,
  subscriptions: number[],
  since: Date,
): Promise<Omit<Accounting, "published">> {
  const totals = { delivered: 0, pending: 0, failed: 0 };
  for (const id of subscriptions)
    for (const [key, statuses] of Object.entries(STATUSES) as [keyof typeof STATUSES, readonly string[]][])
      for (const status of statuses) {
        const q = new URLSearchParams({ status, since: since.toISOString(), limit: "1" });
        const page = (await call("GET", `/v1/webhookSubscriptions/${id}/deliveries?${q}`)) as {
          total?: unknown;
        };
        if (typeof page.total !== "number") throw new BenchError(`delivery log answered no total for ${id}`);
        totals[key] += page.total;
      }
  return totals;
}

// published = events × subscriptions (each event of the phase matches every subscription). Waits up to
// `settleMs` for the log to catch up with the receiver (an attempt is recorded just after it arrives).
export async function account(
  call: Call,
  opts: { subscriptions: number[]; since: Date; published: number; settleMs: number },
): Promise<Accounting> {
  const deadline = Date.now() + opts.settleMs;
  for (;;) {
    const a = { published: opts.published, ...(await count(call, opts.subscriptions, opts.since)) };
    if ((a.pending === 0 && missing(a) === 0) || Date.now() > deadline) return a;
    await new Promise((r) => setTimeout(r, 250));
  }
}
