// autocannon ships no types: the part of its programmatic API that scripts/bench uses.
declare module "autocannon" {
  import type { EventEmitter } from "node:events";

  namespace autocannon {
    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      amount?: number;
      pipelining?: number;
      timeout?: number;
      method?: string;
      headers?: Record<string, string>;
      title?: string;
      /** Request templates cycled per connection; setupRequest may rewrite each request (its path, say). */
      requests?: { setupRequest?: (req: object) => object }[];
    }
    /** A histogram summary; latency values are milliseconds, recorded at 1 ms resolution. */
    interface Histogram {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      total: number;
      sent?: number;
      p50: number;
      p90: number;
      p99: number;
      p99_9?: number;
    }
    interface Result {
      title?: string;
      url: string;
      connections: number;
      duration: number;
      start: Date;
      finish: Date;
      latency: Histogram;
      requests: Histogram;
      throughput: Histogram;
      errors: number;
      timeouts: number;
      mismatches: number;
      non2xx: number;
      resets: number;
      "1xx": number;
      "2xx": number;
      "3xx": number;
      "4xx": number;
      "5xx": number;
      statusCodeStats: Record<string, { count: number }>;
    }
    interface Instance extends EventEmitter, PromiseLike<Result> {
      stop(): void;
      on(
        event: "response",
        listener: (client: unknown, statusCode: number, resBytes: number, responseTimeMs: number) => void,
      ): this;
      on(event: "reqError", listener: (error: Error) => void): this;
      on(event: string, listener: (...args: unknown[]) => void): this;
    }
  }

  function autocannon(opts: autocannon.Options): autocannon.Instance;
  export = autocannon;
}
