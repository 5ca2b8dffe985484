import "server-only";
import { ConsoleApiError } from "@/lib/api/errors";
import { environmentToken, PartnerApiError } from "@/lib/partner-api";
import type { PartnerEnvironment } from "@/lib/partner-api/environments";

const TIMEOUT_MS = 30_000;

// The sandbox workbench's address beside the environment's API (…/sandbox/api → …/sandbox/workbench); only a
// sandbox environment has one.
function workbenchBase(env: PartnerEnvironment): string {
  if (env.kind !== "sandbox" || !/\/sandbox\/api\/?$/.test(env.baseUrl))
    throw new ConsoleApiError(404, "not_found", "The workbench exists only in the sandbox environment.");
  return env.baseUrl.replace(/\/api\/?$/, "/workbench");
}

// One call to /sandbox/workbench/… over HTTP with the environment's own client token (the console never imports
// the sandbox). The sandbox's errors pass through as upstream errors, with its code and message.
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
  const signals = [AbortSignal.timeout(TIMEOUT_MS), ...(opts.signal ? [opts.signal] : [])];
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: AbortSignal.any(signals),
      cache: "no-store",
    });
  } catch {
    throw new PartnerApiError(502, "upstream_unavailable", "the sandbox workbench could not be reached");
  }
  const json = (await res.json().catch(() => undefined)) as
    | { error?: { code?: string; message?: string; details?: { path: string; message: string }[] } }
    | undefined;
  if (!res.ok) {
    const e = json?.error;
    const retryAfter = Number(res.headers.get("retry-after"));
    throw new PartnerApiError(
      res.status,
      e?.code ?? "upstream_error",
      e?.message ?? `the sandbox workbench answered ${res.status}`,
      e?.details,
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    );
  }
  return json as T;
}
