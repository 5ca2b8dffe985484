import "server-only";
import { logger } from "@/lib/logger";
import { attemptSpan } from "@/lib/tracing";
import { recordDeliveryAttempt } from "@/lib/metrics/delivery";
import { attempt } from "./dispatch/attempt";
import { claimDue, type Claimed } from "./queue/claim";
import { complete, type Finished, type Outcome } from "./queue/complete";
import { CompletionQueue } from "./completion-queue";
import { engineDb } from "./queue/engine-db";
import { FAN_OUT_BATCH, fanOutBatch } from "./queue/fan-out";
import { setNudgeHandler } from "./queue/nudge";
import { Liveness } from "./queue/liveness";
import { releaseUnattempted } from "./queue/release";
import { Rerun } from "./queue/rerun";
import { Slots } from "./slots";
import type { TargetPolicy } from "../core/targets/policy";

export type WorkerOptions = {
  timeScale: number;
  timeoutMs: number;
  concurrency: number;
  pollMs: number;
  targets: TargetPolicy;
};

const ERROR_LOG_INTERVAL_MS = 10_000;

// The delivery engine of one server process: fans out the outbox, claiming as many of the new deliveries as it has
// free slots in the same transaction, claims due deliveries (all the free slots in one statement) and runs at most
// `concurrency` attempts at a time, recording finished ones in batches. Fan-out and claims run side by side, each
// never twice at once, so the poll's claims never wait behind a fan-out. It wakes at once when nudged after a
// commit in this process or notified by another (LISTEN), and polls so retries come due. Every failure is logged and the next
// wake tries again; the store, not this object, holds the state, so a crash loses nothing.
export class DeliveryWorker {
  private readonly abort = new AbortController();
  private readonly slots: Slots;
  // Due deliveries may be waiting for a slot (a claim came back full, or found no slot free): a finished attempt
  // claims again. Otherwise a finished attempt claims nothing: new deliveries are claimed as they are fanned out,
  // and retries coming due, replays and other processes' leftovers arrive with a wake.
  private backlog = false;
  private claimQueued = false;
  // A nudge (a commit in this process) or a notification (another's): new events, or deliveries to claim (a
  // replay, another process's leftovers), which the fan-out hands to a claim when it finds no events.
  private readonly wake = () => this.fanOut.kick();
  // The poll: retries come due whatever the fan-out finds, so it claims too.
  private readonly poll = () => {
    this.fanOut.kick();
    this.claims.kick();
  };
  private readonly liveness = new Liveness(this.wake);
  private readonly fanOut = new Rerun(
    async () => {
      if (this.stopped) return;
      // The LISTEN that brings other processes' news is on the liveness connection.
      const owner = await this.liveness.ensure();
      let done;
      do {
        let taken = 0;
        // Nothing is claimed here while older deliveries wait for a slot: they go first, in the claim's order.
        const take = (n: number) => {
          const k = this.backlog ? 0 : this.slots.reserve(n);
          taken += k;
          return k;
        };
        try {
          done = await fanOutBatch({ owner, leaseMs: this.leaseMs, take });
        } catch (err) {
          this.slots.settle(taken, 0);
          throw err;
        }
        this.slots.settle(taken, done.claimed.length);
        for (const c of done.claimed) this.run(c);
        // Deliveries left for a claim, or a wake that brought no event: a replay, say.
        if (done.deliveries > done.claimed.length || done.events === 0) this.claims.kick();
      } while (done.events === FAN_OUT_BATCH && !this.stopped);
    },
    (err) => this.logError(err, "webhook fan-out failed"),
  );
  private readonly claims = new Rerun(
    async () => {
      if (this.stopped) return;
      const owner = await this.liveness.ensure();
      const limit = this.slots.reserve(this.opts.concurrency);
      this.backlog = limit === 0;
      if (limit === 0) return;
      let claimed;
      try {
        claimed = await claimDue(limit, this.leaseMs, owner);
      } catch (err) {
        this.slots.settle(limit, 0);
        throw err;
      }
      this.slots.settle(limit, claimed.length);
      this.backlog = claimed.length === limit;
      this.heartbeatAt = Date.now();
      for (const c of claimed) this.run(c);
    },
    (err) => this.logError(err, "webhook claim failed"),
  );
  private readonly completions = new CompletionQueue<Finished, Outcome>(
    (finished) => complete(engineDb(), finished, { timeScale: this.opts.timeScale }),
    (err) => this.logError(err, "webhook attempts could not be recorded (retried when their leases end)"),
  );
  private readonly leaseMs: number;
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;
  private lastErrorLog = 0;
  // The last claim that reached the database: /api/ready calls a worker whose heartbeat is old unwell.
  heartbeatAt = 0;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly opts: WorkerOptions) {
    // Long enough for the attempt's deadline, its body read and the writes after it.
    this.leaseMs = 2 * opts.timeoutMs + 5_000;
    this.slots = new Slots(opts.concurrency);
  }

  start(): void {
    setNudgeHandler(this.wake);
    this.timer = setInterval(this.poll, this.opts.pollMs);
    this.timer.unref();
    this.poll();
  }

  // Runs a claimed delivery's attempt in a slot settled for it (Slots.settle), freed once the outcome is recorded.
  private run(c: Claimed): void {
    const done = (async () => {
      try {
        // Claimed while stopping: not sent, handed back for another worker to take at once.
        if (this.stopped) return await releaseUnattempted([c], this.liveness.key);
        c.startedAt = new Date();
        const { timeoutMs, targets } = this.opts;
        const result = await attemptSpan(c.traceparent, spanAttributes(c), () =>
          attempt(c, { timeoutMs, targets, signal: this.abort.signal }),
        );
        if (this.abort.signal.aborted) return; // stopping: taken over once our liveness lock is gone
        // The slot stays taken until the attempt is recorded: a process never holds more than `concurrency`.
        const outcome = await this.completions.add({ c, result, finishedAt: new Date() });
        if (outcome) recordDeliveryAttempt(outcome, c.attemptNumber, c.payload.occurred_at, c.startedAt);
        logger.debug({ deliveryId: c.id, attempt: c.attemptNumber, outcome }, "webhook attempt");
      } catch (err) {
        this.logError(err, "webhook attempt could not be recorded (retried when its lease ends)");
      }
    })().finally(() => {
      this.inFlight.delete(done);
      this.slots.free();
      if (this.backlog && !this.stopped) this.claimSoon();
    });
    this.inFlight.add(done);
  }

  // A claim once the attempts recorded together (one batch of completions) have all freed their slots, so one
  // statement claims for all of them rather than one each.
  private claimSoon() {
    if (this.claimQueued) return;
    this.claimQueued = true;
    setImmediate(() => {
      this.claimQueued = false;
      this.claims.kick();
    });
  }

  // Errors repeat while the database is away: log one every few seconds, never request headers or secrets.
  private logError(err: unknown, message: string) {
    if (this.stopped) return; // a claim or fan-out on its way when the worker stopped
    const now = Date.now();
    if (now - this.lastErrorLog < ERROR_LOG_INTERVAL_MS) return;
    this.lastErrorLog = now;
    // Drizzle's message quotes the query and its parameters; the cause is PostgreSQL's own words.
    const e = err as { message?: string; code?: string; cause?: { message?: string; code?: string } };
    logger.error({ err: { message: e.cause?.message ?? e.message, code: e.cause?.code ?? e.code } }, message);
  }

  // Stops claiming, lets the attempts in flight finish and be recorded until `deadline` (less a second to record
  // the rest), then cuts the others short and gives up the liveness lock, so another process (or the next start)
  // takes their deliveries over at once; they are recorded as interrupted then. A process killed outright loses
  // the lock with its connection, to the same effect. Claims arriving meanwhile are handed back unattempted.
  async stop(deadline = Date.now()): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    clearInterval(this.timer);
    setNudgeHandler(undefined);
    const cutAt = deadline - 1_000;
    // A claim or fan-out on its way returns deliveries to hand back: wait for those too.
    while ((this.inFlight.size > 0 || this.claims.busy || this.fanOut.busy) && Date.now() < cutAt) {
      // A timer every round: with nothing in flight, allSettled([]) alone would spin without yielding to I/O.
      const wait = new Promise((r) => setTimeout(r, Math.min(50, Math.max(0, cutAt - Date.now()))));
      await Promise.race([...this.inFlight, wait]);
    }
    this.abort.abort();
    await this.liveness.close();
  }
}

// Ids and numbers: the target's host, never its URL (a query string may hold a token), headers or secret.
function spanAttributes(c: Claimed) {
  let host: string | undefined;
  try {
    host = new URL(c.url).hostname;
  } catch {
    host = undefined;
  }
  return {
    "webhook.delivery_id": c.id,
    "webhook.subscription_id": c.subscriptionId,
    "webhook.attempt": c.attemptNumber,
    "webhook.event_type": c.payload.event_type,
    ...(host ? { "server.address": host } : {}),
  };
}
