import "server-only";
import http from "node:http";
import https from "node:https";
import { clientSpan } from "@/lib/tracing";

// The console's requests to the Partner API over node:http with keep-alive agents, instead of the global fetch:
// Next.js wraps fetch (caching and tracing that a no-store call to an API never uses) and fetch's WHATWG
// streams cost more per call than the answer's bytes. Connections are kept and reused: at most MAX_SOCKETS per
// upstream host, idle ones closed after IDLE_MS (below the sandbox's Node server keep-alive of 5 s, so the
// server never closes one we are about to reuse).
const MAX_SOCKETS = 64;
const IDLE_MS = 4_000;
const agents = {
  "http:": new http.Agent({ keepAlive: true, maxSockets: MAX_SOCKETS, timeout: IDLE_MS }),
  "https:": new https.Agent({ keepAlive: true, maxSockets: MAX_SOCKETS, timeout: IDLE_MS }),
};

// What the client reads of an answer: no web Response, whose body would go through a ReadableStream only to
// be read whole at once.
export type HeaderReader = { get(name: string): string | null };
export type Answer = { status: number; ok: boolean; headers: HeaderReader; json(): unknown };

export type SendInit = {
  method: string;
  headers: Record<string, string>;
  body?: string;
  signal: AbortSignal;
  // The span's name when traced: the method and the route's template (a path without its ids).
  spanName?: string;
};

// One request; the answer with its body read whole (answers are small JSON; json() is undefined when the body
// is not JSON). Rejects with the signal's reason when it aborts (a TimeoutError for AbortSignal.timeout), or
// with the socket's error.
// Traced, it is a client span whose trace context travels in the traceparent header.
export function send(url: string, init: SendInit): Promise<Answer> {
  const target = new URL(url);
  return clientSpan(init.spanName ?? init.method, init.method, target, init.headers, (headers) =>
    request(target, { ...init, headers }),
  );
}

function request(target: URL, init: SendInit): Promise<Answer> {
  const lib = target.protocol === "https:" ? https : http;
  const agent = target.protocol === "https:" ? agents["https:"] : agents["http:"];
  return new Promise((resolve, reject) => {
    const { signal } = init;
    if (signal.aborted) return reject(signal.reason as Error);
    const headers = { ...init.headers };
    if (init.body !== undefined) headers["content-length"] = String(Buffer.byteLength(init.body));
    const req = lib.request(target, { method: init.method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("error", fail);
      res.on("end", () => {
        signal.removeEventListener("abort", onAbort);
        const status = res.statusCode ?? 502;
        const text = Buffer.concat(chunks).toString("utf8");
        resolve({
          status,
          ok: status >= 200 && status < 300,
          headers: { get: (name) => headerValue(res.headers[name.toLowerCase()]) },
          json: () => parseJson(text),
        });
      });
    });
    function fail(err: Error) {
      signal.removeEventListener("abort", onAbort);
      reject(err);
    }
    function onAbort() {
      req.destroy();
      reject(signal.reason as Error);
    }
    signal.addEventListener("abort", onAbort, { once: true });
    req.on("error", fail);
    req.end(init.body);
  });
}

const headerValue = (v: string | string[] | undefined) =>
  v === undefined ? null : Array.isArray(v) ? v.join(", ") : v;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
