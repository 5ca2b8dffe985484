import { BenchError } from "./errors";

// A bearer token for the seeded sandbox's partner client at `baseUrl`, as a partner would get it (tests, benches).
export async function sandboxToken(baseUrl: string, scope?: string): Promise<string> {
  const res = await fetch(`${baseUrl}/sandbox/oauth/token`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "client_credentials",
      client_id: "sandbox-partner",
      client_secret: "sandbox-secret",
      audience: new URL(baseUrl).origin,
      ...(scope ? { scope } : {}),
    }),
  });
  const body = (await res.json().catch(() => ({}))) as { access_token?: unknown };
  if (!res.ok || typeof body.access_token !== "string")
    throw new BenchError(`token request failed: ${res.status} ${JSON.stringify(body)}`);
  return body.access_token;
}
