import { inject } from "vitest";

export const baseUrl = () => inject("baseUrl");
export const audience = () => new URL(baseUrl()).origin;

export const clients = {
  partner: { id: "sandbox-partner", secret: "sandbox-secret" },
  readonly: { id: "readonly-partner", secret: "readonly-secret" },
  other: { id: "other-partner", secret: "other-secret" },
} as const;
export type ClientName = keyof typeof clients;

export async function requestToken(form: Record<string, string>, headers: Record<string, string> = {}) {
  const res = await fetch(`${baseUrl()}/sandbox/oauth/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(form).toString(),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
}

const cache = new Map<string, string>();
export async function token(client: ClientName = "partner", scope?: string): Promise<string> {
  const key = `${client}|${scope ?? ""}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const c = clients[client];
  const res = await requestToken({
    grant_type: "client_credentials",
    client_id: c.id,
    client_secret: c.secret,
    audience: audience(),
    ...(scope ? { scope } : {}),
  });
  if (res.status !== 200) throw new Error(`token request failed: ${JSON.stringify(res.body)}`);
  const t = String(res.body.access_token);
  cache.set(key, t);
  return t;
}

// Response bodies are whatever JSON the server sent; tests assert their shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ApiResult<T = any> = { status: number; headers: Headers; body: T };

// A small test client for /sandbox/api: JSON in and out, with a bearer token unless told otherwise.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function api<T = any>(
  method: string,
  path: string,
  opts: {
    body?: unknown;
    rawBody?: string;
    token?: string | null;
    client?: ClientName;
    headers?: Record<string, string>;
  } = {},
): Promise<ApiResult<T>> {
  const bearer = opts.token === null ? undefined : (opts.token ?? (await token(opts.client ?? "partner")));
  const headers: Record<string, string> = { ...opts.headers };
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  let body: string | undefined;
  if (opts.rawBody !== undefined) body = opts.rawBody;
  else if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers["content-type"] ??= "application/json";
  }
  const res = await fetch(`${baseUrl()}/sandbox/api${path}`, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = undefined;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text; // not JSON (an error page): tests see the text and fail on its shape
    }
  }
  return { status: res.status, headers: res.headers, body: parsed as T };
}
