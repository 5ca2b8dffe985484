import "server-only";
import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import type { TargetPolicy } from "../../core/targets/policy";
import type { AttemptResult } from "../record/classify";
import { agentsFor } from "./agents";
import { addressAllowed, guardedLookup } from "./guarded-lookup";

export const RESPONSE_BODY_LIMIT = 2048;

// Error codes worth naming in plain words; anything else is shown by its code.
const errorWords: Record<string, string> = {
  ECONNREFUSED: "connection refused",
  ECONNRESET: "connection reset",
  ENOTFOUND: "DNS: host not found",
  EAI_AGAIN: "DNS: lookup failed",
  // One answer for every refused target, before any connection: nothing tells an open port from a closed one.
  EADDRNOTALLOWED: "refused: the target's address is not allowed (SANDBOX_WEBHOOK_TARGETS)",
  EHOSTUNREACH: "host unreachable",
  ENETUNREACH: "network unreachable",
};

function describe(err: NodeJS.ErrnoException): string {
  const code = err.code ?? "";
  if (errorWords[code]) return errorWords[code]!;
  if (/CERT|TLS|SSL/i.test(code)) return `TLS: ${code}`;
  return code ? `connection error: ${code}` : `connection error: ${err.message}`;
}

// One POST of the body. Redirects are not followed (node's client never does); the response must start within
// `timeoutMs`, and at most the first 2 KB of its body are read (within the same deadline). Only targets the
// policy allows are connected to. Connections are kept alive per target (`agents.ts`). A connection that fails
// is the attempt's result, kept or new: the POST is never made again within an attempt, since the target may
// have received it (a reset after reading the request looks the same as one of an idle connection), and each
// POST counts against maxAttempts. Never throws: a request that cannot even be made is a `local` error.
export async function send(opts: SendOptions): Promise<AttemptResult> {
  try {
    return await request(opts);
  } catch (err) {
    return localError(err);
  }
}

type SendOptions = {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  signal: AbortSignal;
  targets: TargetPolicy;
};

export const localError = (err: unknown): AttemptResult => ({
  kind: "error",
  error: `request not sent: ${(err as NodeJS.ErrnoException).code ?? "invalid request"}`,
  local: true,
});

function request(opts: SendOptions): Promise<AttemptResult> {
  const url = new URL(opts.url);
  const host = url.hostname.replace(/^\[|\]$/g, "");
  // An address literal never reaches the lookup: check it here.
  if (isIP(host) && !addressAllowed(host, opts.targets))
    return Promise.resolve({ kind: "error", error: errorWords.EADDRNOTALLOWED! });
  const client = url.protocol === "https:" ? https : http;
  // Node checks header names and values as the request is made, and throws: the promise below never sees that.
  const req = client.request(url, {
    method: "POST",
    headers: { ...opts.headers, "content-length": String(Buffer.byteLength(opts.body)) },
    // The agent's new connections resolve through this same guarded lookup.
    lookup: guardedLookup(opts.targets),
    agent: agentsFor(opts.targets)[url.protocol === "https:" ? "https" : "http"],
  });

  return new Promise((resolve) => {
    let settled = false;
    // A response read to its end leaves the connection to the agent for the next delivery; anything cut short
    // (deadline, 2 KB read, stop, error) closes it.
    const finish = (r: AttemptResult, ended = false) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      opts.signal.removeEventListener("abort", onAbort);
      if (!ended) req.destroy();
      resolve(r);
    };
    let response: { status: number; retryAfter: string | null; chunks: Buffer[]; size: number } | undefined;
    const withBody = (ended = false) => {
      const r = response!;
      const text = Buffer.concat(r.chunks).subarray(0, RESPONSE_BODY_LIMIT).toString("utf8");
      // PostgreSQL text cannot hold NUL.
      const body = text.replace(/\u0000/g, "");
      finish({ kind: "response", status: r.status, retryAfter: r.retryAfter, body }, ended);
    };
    const timer = setTimeout(() => {
      if (response) withBody();
      else finish({ kind: "error", error: `timeout: no response within ${opts.timeoutMs} ms` });
    }, opts.timeoutMs);
    const onAbort = () => finish({ kind: "error", error: "interrupted: the sandbox is stopping" });
    if (opts.signal.aborted) return onAbort();
    opts.signal.addEventListener("abort", onAbort);

    req.on("response", (res) => {
      const retryAfter = res.headers["retry-after"];
      response = { status: res.statusCode ?? 0, retryAfter: retryAfter ?? null, chunks: [], size: 0 };
      res.on("data", (chunk: Buffer) => {
        response!.chunks.push(chunk);
        response!.size += chunk.length;
        if (response!.size >= RESPONSE_BODY_LIMIT) withBody();
      });
      res.on("end", () => withBody(true));
      res.on("error", () => withBody());
    });
    req.on("error", (err: NodeJS.ErrnoException) => {
      if (response) withBody();
      else finish({ kind: "error", error: describe(err) });
    });
    req.end(opts.body);
  });
}
