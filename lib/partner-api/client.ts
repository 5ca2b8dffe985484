import "server-only";
import type { z } from "zod";
import { SingleFlight } from "@/lib/cache/single-flight";
import { logger } from "@/lib/logger";
import { acceptedRequestId } from "@/lib/tracing";
import { recordPartnerCall } from "@/lib/metrics/partner-api";
import {
  entityScopes,
  operations,
  type EntityType,
  type Operation,
  type OperationId,
  type Scope,
} from "./contract";
import { readers, type ReadOutput } from "./contract/reader";
import { PartnerApiError } from "./errors";
import { failureMessage, noAnswerMessage } from "./failure-message";
import { RateWindow } from "./pacing";
import { readRateLimit, type RateLimitInfo } from "./rate-limit";
import { parseRetryAfterS } from "./wire/retry-after";
import type { TokenProvider } from "./token-provider";
import { send, type Answer } from "./transport";

type Op<K extends OperationId> = (typeof operations)[K];
type QueryOf<K extends OperationId> =
  Op<K> extends { query: z.ZodType } ? Partial<z.output<Op<K>["query"]>> : never;
type BodyOf<K extends OperationId> = Op<K> extends { body: z.ZodType } ? z.input<Op<K>["body"]> : never;
// What the console gets back: the answer read with the reader profile, not the writer's strict shape.
export type OutputOf<K extends OperationId> = ReadOutput<K>;

export type CallInput<K extends OperationId> = {
  params?: Record<string, string | number>;
  query?: QueryOf<K>;
  body?: BodyOf<K>;
  signal?: AbortSignal;
  // false: the answer is not passed to `observe` (the record index's write-through). For bulk reads whose
  // records nobody looks at in the console: an export of 100k projects would push every one through the
  // write-through queue, which keeps 5,000 and drops the rest for the crawler to write anyway.
  observe?: false;
};
export type CallResult<T> = { data: T; status: number; rateLimit?: RateLimitInfo };

const TIMEOUT_MS = 10_000;
const MAX_GET_RETRIES = 2;
const MAX_RETRY_AFTER_S = 10;

export type ClientOptions = {
  sleep?: (ms: number) => Promise<void>;
  // Told of every upstream answer (once per call that went out, not per caller sharing it): the record index's
  // write-through (lib/record-index/write-through.ts, by way of observePartnerApi in index.ts). It must return at
  // once and never throw.
  observe?: (
    id: OperationId,
    input: { params?: Record<string, string | number> },
    outcome: { ok: true; data: unknown } | { ok: false; status: number },
  ) => void;
  random?: () => number;
  timeoutMs?: number;
  // Shared by the clients of one environment (they spend one rate limit); a window of its own otherwise.
  rateWindow?: RateWindow;
};

const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

// The one outbound client of the console: scopes per operation, a token per scope set, a 10 s timeout,
// retries only where they are safe, and every response parsed with the contract.
export class PartnerApiClient {
  readonly rateWindow: RateWindow;
  // The X-Request-Id of the last answer this view got (set per request view, see forRequest): the audit entry of
  // a console write keeps it.
  lastRequestId?: string;
  // Identical GETs that arrive while one is on its way share their answer: bench:bff's console row (lib/cache/README.md).
  private readonly reads = new SingleFlight<CallResult<unknown>>();
  // Set on a view made by forRequest, which shares the client's rate window.
  private readonly requestSignal?: AbortSignal;

  constructor(
    private readonly baseUrl: string,
    private readonly tokens: TokenProvider,
    private readonly opts: ClientOptions = {},
  ) {
    this.rateWindow = opts.rateWindow ?? new RateWindow();
  }

  get lastRateLimit(): RateLimitInfo | undefined {
    return this.rateWindow.last;
  }

  // This client for one incoming request: its reads (GETs) end when that request is aborted (the browser went
  // away), which aborts their upstream call unless another caller still waits for it. Writes are not tied to
  // it: once sent, a write runs to its end, so what it did is known and audited.
  forRequest(signal: AbortSignal): PartnerApiClient {
    return Object.create(this, { requestSignal: { value: signal } }) as PartnerApiClient;
  }

  // A GET joins an identical GET of this process already on its way, unless a write through this client has
  // finished since it left (lib/cache/single-flight.ts): a user reads their own writes, and N users opening one
  // page cost one upstream call (and one share of the rate limit) instead of N. The result is shared among the
  // callers: read-only. Each caller's own signal ends only its wait; the shared call runs on its own timeout and
  // is aborted once every caller has gone (a browser that closed the page costs no more upstream work).
  async call<K extends OperationId>(id: K, input: CallInput<K> = {}): Promise<CallResult<OutputOf<K>>> {
    const op = operations[id] as Operation;
    if (op.method !== "GET") {
      try {
        return await this.request(id, input);
      } finally {
        this.reads.writeFinished();
      }
    }
    // A read that is not observed does not share a call with one that is (nor the reverse).
    const key = `${this.url(op, input)} ${scopesFor(op, input).join(" ")}${input.observe === false ? " unobserved" : ""}`;
    const signal = input.signal ?? this.requestSignal;
    const shared = this.reads.join(key, (stop) => this.request(id, { ...input, signal: stop }), signal);
    return (await shared) as CallResult<OutputOf<K>>;
  }

  private async request<K extends OperationId>(id: K, input: CallInput<K>): Promise<CallResult<OutputOf<K>>> {
    const op = operations[id] as Operation;
    const scopes = scopesFor(op, input);
    const url = this.url(op, input);
    const body = input.body === undefined ? undefined : JSON.stringify(input.body);
    const sleep = this.opts.sleep ?? defaultSleep;
    let retries = 0;
    let refreshed = false;

    for (;;) {
      const token = await this.tokens.get(scopes);
      const sent = performance.now();
      let res: Answer;
      try {
        const timeout = AbortSignal.timeout(this.opts.timeoutMs ?? TIMEOUT_MS);
        res = await send(url, {
          method: op.method,
          headers: {
            authorization: `Bearer ${token}`,
            accept: "application/json",
            // The answers are small JSON; compressing them costs CPU on both ends (over loopback, to the
            // embedded sandbox, for nothing at all).
            "accept-encoding": "identity",
            ...(body !== undefined ? { "content-type": "application/json" } : {}),
          },
          body,
          signal: input.signal ? AbortSignal.any([input.signal, timeout]) : timeout,
          spanName: `${op.method} ${op.path}`,
        });
      } catch (err) {
        if (input.signal?.aborted) throw err;
        recordPartnerCall(id, undefined, (performance.now() - sent) / 1000);
        if (op.method === "GET" && retries < MAX_GET_RETRIES) {
          await sleep(this.backoff(retries++));
          continue;
        }
        const timedOut = (err as Error).name === "TimeoutError";
        throw new PartnerApiError(
          timedOut ? 504 : 502,
          "upstream_unavailable",
          noAnswerMessage(op.method !== "GET", timedOut),
        );
      }
      recordPartnerCall(id, res.status, (performance.now() - sent) / 1000);
      const rateLimit = readRateLimit(res.headers);
      if (rateLimit) this.rateWindow.record(rateLimit);
      this.lastRequestId = acceptedRequestId(res.headers.get("x-request-id"));

      // A 401 means the request was not processed: drop the token and try once more, whatever the method.
      if (res.status === 401 && !refreshed) {
        refreshed = true;
        this.tokens.invalidate(scopes, token);
        continue;
      }
      if (op.method === "GET" && (res.status === 429 || res.status >= 500) && retries < MAX_GET_RETRIES) {
        const retryAfter = parseRetryAfterS(res.headers.get("retry-after"));
        if (retryAfter === undefined || retryAfter <= MAX_RETRY_AFTER_S) {
          await sleep(retryAfter !== undefined ? retryAfter * 1000 : this.backoff(retries));
          retries++;
          continue;
        }
      }
      return this.observed(id, input, this.finish(id, op, res, rateLimit));
    }
  }

  private async observed<T extends { data: unknown }>(
    id: OperationId,
    input: CallInput<OperationId>,
    answer: Promise<T>,
  ) {
    const observe = input.observe === false ? undefined : this.opts.observe;
    if (!observe) return answer;
    try {
      const result = await answer;
      observe(id, input, { ok: true, data: result.data });
      return result;
    } catch (err) {
      if (err instanceof PartnerApiError) observe(id, input, { ok: false, status: err.status });
      throw err;
    }
  }

  private async finish<K extends OperationId>(id: K, op: Operation, res: Answer, rateLimit?: RateLimitInfo) {
    if (!res.ok) {
      const json = res.json();
      const err = (json as { error?: { code?: unknown; message?: unknown; details?: unknown } } | undefined)
        ?.error;
      const retryAfterS = parseRetryAfterS(res.headers.get("retry-after"));
      const upstream =
        typeof err?.message === "string" ? err.message : `the Partner API answered ${res.status}`;
      throw new PartnerApiError(
        res.status,
        typeof err?.code === "string" ? err.code : `http_${res.status}`,
        failureMessage(op.method !== "GET", res.status, upstream, retryAfterS),
        Array.isArray(err?.details) ? (err.details as { path: string; message: string }[]) : undefined,
        retryAfterS,
      );
    }
    const read = readers[id](res.json());
    if (!read.ok) {
      logger.warn({ operation: id, issues: read.issues.slice(0, 10) }, "upstream response could not be read");
      throw new PartnerApiError(
        502,
        "invalid_response",
        "the Partner API sent a response the console does not understand",
        read.issues.slice(0, 10),
      );
    }
    const unreadable = (read.value as { unreadable?: unknown[] }).unreadable;
    if (unreadable?.length)
      logger.warn(
        { operation: id, unreadable: unreadable.slice(0, 10) },
        "parts of an upstream response could not be read",
      );
    return { data: read.value as OutputOf<K>, status: res.status, rateLimit };
  }

  private url(op: Operation, input: { params?: Record<string, string | number>; query?: object }) {
    const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      const v = input.params?.[name];
      if (v === undefined) throw new Error(`missing path parameter ${name}`);
      return encodeURIComponent(String(v));
    });
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(input.query ?? {})) {
      if (v === undefined || v === null) continue;
      qs.set(k, Array.isArray(v) ? v.join(",") : String(v));
    }
    const q = qs.toString();
    return `${this.baseUrl.replace(/\/$/, "")}${path}${q ? `?${q}` : ""}`;
  }

  // Exponential backoff with full jitter: 250 ms, 500 ms, … at most 2 s.
  private backoff(attempt: number) {
    const cap = Math.min(2000, 250 * 2 ** attempt);
    return Math.round((this.opts.random ?? Math.random)() * cap);
  }
}

function scopesFor(op: Operation, input: { query?: unknown; body?: unknown }): Scope[] {
  if ("scopes" in op.auth) return [...op.auth.scopes];
  if ("entityScope" in op.auth) {
    const raw = ((input.query ?? input.body) as { entityType?: string } | undefined)?.entityType;
    const type = (raw === "Inquiry" ? "Lead" : raw) as EntityType | undefined;
    if (!type || !(type in entityScopes)) throw new Error("entityType is required for this operation");
    return [entityScopes[type][op.auth.entityScope]];
  }
  // Webhook endpoints need a valid token but no named scope.
  return [];
}
