import "server-only";
import { ConsoleApiError } from "@/lib/api/errors";
import { environmentToken, PartnerApiError } from "@/lib/partner-api";
import type { ErrorDetail } from "@/lib/partner-api/contract";
import type { PartnerEnvironment } from "@/lib/partner-api/environments";
import { send, type Answer } from "@/lib/partner-api/transport";

// Above the API's 10 s: a reset or a clock advance runs due work before it answers.
const TIMEOUT_MS = 30_000;

// The sandbox workbench's address beside the environment's API (…/sandbox/api → …/sandbox/workbench); only a
// sandbox environment has one.
function workbenchBase(env: PartnerEnvironment): string {
  if (env.kind !== "sandbox" || !/\/sandbox\/api\/?$/.test(env.baseUrl))
    throw new ConsoleApiError(404, "not_found", "The workbench exists only in the sandbox environment.");
  return env.baseUrl.replace(/\/api\/?$/, "/workbench");
}

type ErrorBody = { error?: { code?: string; message?: string; details?: ErrorDetail[] } };

// One call to /sandbox/workbench/… over HTTP (the console never imports the sandbox), traced like the API's
// calls, with the environment's own client token of every scope it holds. The sandbox's errors pass through
// as PartnerApiError with its code, message and Retry-After; a 204 is undefined.
export async function workbenchCall<T>(
  env: PartnerEnvironment,
  method: "GET" | "POST" | "PATCH" | "DELETE",
  path: string,
  opts: { body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const url = `${workbenchBase(env)}${path}`;
  const headers: Record<string, string> = {
    authorization: `Bearer ${await environmentToken(env)}`,
    accept: "application/json",
  };
  if (opts.body !== undefined) headers["content-type"] = "application/json";
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  let res: Answer;
  try {
    res = await send(url, {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: opts.signal ? AbortSignal.any([timeout, opts.signal]) : timeout,
      spanName: `${method} /sandbox/workbench`,
    });
  } catch {
    throw new PartnerApiError(502, "upstream_unavailable", "The sandbox workbench could not be reached.");
  }
  if (res.status === 204) return undefined as T;
  const json = res.json();
  if (!res.ok) {
    const e = (json as ErrorBody | undefined)?.error;
    const retryAfter = Number(res.headers.get("retry-after"));
    throw new PartnerApiError(
      res.status,
      e?.code ?? "upstream_error",
      e?.message ?? `The sandbox workbench answered ${res.status}.`,
      e?.details,
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    );
  }
  return json as T;
}
