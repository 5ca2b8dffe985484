import { BenchError } from "./errors";

// A bearer token for the seeded sandbox's partner client, as a partner would get it.
export async function sandboxToken(baseUrl: string, scope = "read:projects"): Promise<string> {
  const res = await fetch(`${baseUrl}/sandbox/oauth/token`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "client_credentials",
      client_id: "sandbox-partner",
      client_secret: "sandbox-secret",
      audience: new URL(baseUrl).origin,
      scope,
    }),
  });
  const body = (await res.json().catch(() => ({}))) as { access_token?: unknown };
  if (!res.ok || typeof body.access_token !== "string")
    throw new BenchError(`token request failed: ${res.status} ${JSON.stringify(body)}`);
  return body.access_token;
}

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
