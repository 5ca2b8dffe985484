import { createHmac } from "node:crypto";
import { baseUrl, clients, type ApiResult } from "./api";
import { expectStatus, uniq } from "./helpers";
import { clientFor } from "./own-server";

// Helpers of the sandbox workbench's tests (/sandbox/workbench/…, /sandbox/inbox/{key}).

export type Client = { id: string; secret: string };
const tokens = new Map<string, string>();

async function tokenFor(base: string, c: Client): Promise<string> {
  const key = `${base}|${c.id}`;
  const hit = tokens.get(key);
  if (hit) return hit;
  const res = await fetch(`${base}/sandbox/oauth/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "client_credentials",
      client_id: c.id,
      client_secret: c.secret,
      audience: new URL(base).origin,
    }),
  });
  const t = ((await res.json()) as { access_token: string }).access_token;
  tokens.set(key, t);
  return t;
}

const parse = async (res: Response): Promise<ApiResult> => {
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: the test sees the text
  }
  return { status: res.status, headers: res.headers, body };
};

// A JSON client for /sandbox/workbench of `base` (the suite's server unless told), as the partner client.
export function workbench(base: () => string, client: Client = clients.partner) {
  return async (method: string, path: string, body?: unknown, opts: { token?: string | null } = {}) => {
    const bearer = opts.token === null ? undefined : (opts.token ?? (await tokenFor(base(), client)));
    return parse(
      await fetch(`${base()}/sandbox/workbench${path}`, {
        method,
        headers: {
          ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
  };
}

export const wb = workbench(baseUrl);
export const other = workbench(baseUrl, clients.other);
export const call = clientFor(baseUrl);

export const send = (url: string, init: RequestInit = {}) =>
  fetch(url, { method: "POST", ...init }).then(parse);
export const signed = (secret: string, timestamp: number, body: string) => ({
  "content-type": "application/json",
  "x-webhook-timestamp": String(timestamp),
  "x-webhook-signature": `sha256=${createHmac("sha256", secret).update(`${timestamp}.`).update(body).digest("hex")}`,
});
export const nowS = () => Math.floor(Date.now() / 1000);

export async function newInbox(name = uniq("Inbox")) {
  const res = await wb("POST", "/inboxes", { name });
  expectStatus(res, 201);
  return res.body.data as { id: number; url: string; name: string };
}
export async function requestsOf(inboxId: number, query = "limit=300") {
  const res = await wb("GET", `/inboxes/${inboxId}/requests?${query}`);
  expectStatus(res, 200);
  return res.body as {
    total: number;
    data: {
      id: number;
      receivedAt: string;
      deliveryId: string | null;
      body: string | null;
      size: number;
      method: string;
      headers: Record<string, string>;
      responseStatus: number;
      verification: { result: string; reason: string; subscriptionId: number | null };
    }[];
  };
}
export async function waitForRequests(inboxId: number, n: number) {
  for (let i = 0; ; i++) {
    const list = await requestsOf(inboxId);
    if (list.total >= n) return list;
    if (i > 600) throw new Error(`inbox ${inboxId} got ${list.total} requests, not ${n}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
