import "server-only";
import type { PartnerEnvironment } from "./environments";
import { PartnerApiError } from "./errors";
import { partnerTokens } from "./index";
import type { ErrorDetail } from "./contract";
import { send, type Answer } from "./transport";

const TIMEOUT_MS = 10_000;

// A call to the sandbox workbench (/sandbox/workbench/…) of the user's environment, over HTTP with the console's
// own sandbox credentials (a token of any scope). Only a sandbox environment has one: elsewhere a 404. Errors
// come back as PartnerApiError with the sandbox's code and message; a 204 as undefined.
export async function workbenchCall(
  env: PartnerEnvironment,
  method: "GET" | "POST" | "DELETE",
  path: string,
  body?: unknown,
): Promise<unknown> {
  if (env.kind !== "sandbox")
    throw new PartnerApiError(
      404,
      "not_found",
      "The sandbox workbench exists only in the sandbox environment.",
    );
  const base = env.baseUrl.replace(/\/$/, "").replace(/\/api$/, "");
  const token = await partnerTokens(env).get([]);
  let res: Answer;
  try {
    res = await send(`${base}/workbench${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        accept: "application/json",
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
      spanName: `${method} /sandbox/workbench`,
    });
  } catch {
    throw new PartnerApiError(502, "upstream_unavailable", "The sandbox did not answer.");
  }
  if (res.status === 204) return undefined;
  const json = res.json() as
    { error?: { code?: string; message?: string; details?: ErrorDetail[] } } | undefined;
  if (!res.ok)
    throw new PartnerApiError(
      res.status,
      json?.error?.code ?? `http_${res.status}`,
      json?.error?.message ?? `The sandbox answered ${res.status}.`,
      json?.error?.details,
    );
  return json;
}
