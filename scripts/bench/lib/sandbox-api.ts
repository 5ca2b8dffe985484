import { BenchError } from "../../../lib/dev/errors";
import { sandboxToken as sandboxTokenAt } from "../../../lib/dev/sandbox-token";

// A bearer token for the seeded sandbox's partner client (lib/dev/sandbox-token.ts), read:projects unless told.
export const sandboxToken = (baseUrl: string, scope = "read:projects") => sandboxTokenAt(baseUrl, scope);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

// One request to a projects list before measuring, so a wrong answer fails loudly instead of being benchmarked;
// with `expect`, the page must hold exactly that many projects. Returns a line describing the answer, and the ids.
export async function checkProjectsList(
  baseUrl: string,
  route: { name: string; path: string; headers: Record<string, string> },
  expect?: number,
): Promise<{ summary: string; ids: unknown[] }> {
  const r = await fetch(baseUrl + route.path, { headers: route.headers, redirect: "manual" });
  const text = await r.text();
  const body = parseJson(text) as { data?: unknown; total?: unknown } | null;
  if (r.status !== 200 || !Array.isArray(body?.data) || (expect !== undefined && body.data.length !== expect))
    throw new BenchError(
      `${route.name} answered ${r.status} ${text.slice(0, 300)}${expect === undefined ? "" : ` (wanted ${expect} projects)`}`,
    );
  return {
    summary: `${body.data.length} projects of ${String(body.total)} per response, ${Buffer.byteLength(text)} bytes`,
    ids: body.data.map((p) => (p as { id?: unknown } | null)?.id),
  };
}

// A webhook subscription of the seeded partner to a loopback port nothing listens on (the bench's deliveries are
// written by SQL); `paused`, so the engine sends it nothing either. Its id.
export async function createSubscription(
  baseUrl: string,
  token: string,
  o: { paused: boolean },
): Promise<number> {
  const call = (path: string, method: string, body: unknown) =>
    fetch(`${baseUrl}/sandbox/api/v1/webhookSubscriptions${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const created = await call("", "POST", {
    url: "http://127.0.0.1:9/hook",
    triggers: [{ resourceName: "project", eventType: "create" }],
  });
  if (created.status !== 201) throw new BenchError(`subscription: ${created.status} ${await created.text()}`);
  const id = ((await created.json()) as { data: { id: number } }).data.id;
  if (o.paused) {
    const paused = await call(`/${id}`, "PATCH", { status: "paused" });
    if (paused.status !== 200) throw new BenchError(`pausing the subscription answered ${paused.status}`);
  }
  return id;
}
