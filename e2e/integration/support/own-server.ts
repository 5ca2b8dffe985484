import { startServer, type TestServer } from "../../../lib/dev/server";
import type { ApiResult } from "./api";

// A server of a test's own (time-scaled, or to be killed), with its own embedded PostgreSQL so it never touches
// the suite's database, even when the suite runs against an external one through DATABASE_URL.
export async function startOwnServer(
  env: Record<string, string>,
  opts: { dataDir?: string; port?: number } = {},
): Promise<TestServer> {
  return startServer({ DATABASE_URL: "", ...env }, opts);
}

// The settings of a server whose webhook engine runs fast: its waits `scale` times shorter (SANDBOX_TIME_SCALE),
// an attempt timing out after `timeoutMs`, and retries coming due found within 20 ms.
export function fastEngine(scale: number, timeoutMs: number): Record<string, string> {
  return {
    SANDBOX_TIME_SCALE: String(scale),
    SANDBOX_WEBHOOK_TIMEOUT_MS: String(timeoutMs),
    SANDBOX_WEBHOOK_POLL_MS: "20",
  };
}

// A JSON client for a server's /sandbox/api with the partner client's token (or another client's).
export function clientFor(
  baseUrl: () => string,
  client: { id: string; secret: string } = { id: "sandbox-partner", secret: "sandbox-secret" },
) {
  let token: string | undefined;
  const getToken = async () => {
    if (token) return token;
    const res = await fetch(`${baseUrl()}/sandbox/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "client_credentials",
        client_id: client.id,
        client_secret: client.secret,
        audience: new URL(baseUrl()).origin,
      }),
    });
    token = ((await res.json()) as { access_token: string }).access_token;
    return token;
  };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return async function call<T = any>(method: string, path: string, body?: unknown): Promise<ApiResult<T>> {
    const res = await fetch(`${baseUrl()}/sandbox/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await getToken()}`,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : undefined) as T };
  };
}

// The settings of a console that reaches its own sandbox as a configured API (the partner client of company 1)
// through `via`, e.g. a counting proxy (./counting-proxy.ts) in front of the server's `origin`.
export function sandboxVia(via: string, origin: string, environment: string, nextAuthSecret: string) {
  return {
    SANDBOX: "on",
    NEXTAUTH_SECRET: nextAuthSecret,
    PARTNER_API_BASE_URL: `${via}/sandbox/api`,
    PARTNER_AUTH_URL: `${via}/sandbox`,
    PARTNER_AUDIENCE: origin,
    PARTNER_CLIENT_ID: "sandbox-partner",
    PARTNER_CLIENT_SECRET: "sandbox-secret",
    PARTNER_ENVIRONMENT_NAME: environment,
    PARTNER_ENVIRONMENT_KIND: "staging",
  };
}
