import createClient, { type Client } from "openapi-fetch";
import type { paths } from "./partner-api.gen";

// One partner workflow written only against the client generated from /sandbox/openapi.json (openapi-typescript
// types + openapi-fetch): every path, parameter and body below is checked by tsc --strict against the document.

export type PartnerClient = Client<paths>;
export type Credentials = { clientId: string; clientSecret: string; audience: string };

// The token endpoint is the document's OAuth flow (components.securitySchemes), not one of its paths.
export async function fetchToken(base: string, c: Credentials): Promise<string> {
  const res = await fetch(`${base}/sandbox/oauth/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "client_credentials",
      client_id: c.clientId,
      client_secret: c.clientSecret,
      audience: c.audience,
    }).toString(),
  });
  const body = (await res.json()) as { access_token?: string };
  if (!res.ok || !body.access_token) throw new Error(`token request failed: ${res.status}`);
  return body.access_token;
}

function ok<T>(result: { data?: T; error?: unknown; response: Response }, what: string): T {
  if (result.data === undefined)
    throw new Error(`${what}: ${result.response.status} ${JSON.stringify(result.error)}`);
  return result.data;
}

export async function partnerWorkflow(base: string, credentials: Credentials) {
  const api: PartnerClient = createClient<paths>({
    baseUrl: `${base}/sandbox/api`,
    headers: { Authorization: `Bearer ${await fetchToken(base, credentials)}` },
  });

  const name = `Typed client ${Date.now()}`;
  const project = ok(
    await api.POST("/v1/projects", { body: { name, budget: 48_500 } }),
    "create project",
  ).data;

  // List it: page as the spec's paging rule says until the new project shows up.
  let listed: typeof project | undefined;
  for (let offset = 0; !listed;) {
    const page = ok(await api.GET("/v1/projects", { params: { query: { limit: 300, offset } } }), "list");
    listed = page.data.find((p) => p.id === project.id);
    offset += page.data.length;
    if (page.data.length === 0 || offset >= page.total) break;
  }

  const lead = ok(
    await api.POST("/v1/leads", { body: { name: `${name} lead`, phaseId: 1 } }),
    "create lead",
  ).data;
  const moved = ok(
    await api.POST("/v1/leads/{id}/updatePhase", { params: { path: { id: lead.id } }, body: { phaseId: 3 } }),
    "move lead",
  ).data;

  const subscription = ok(
    await api.POST("/v1/webhookSubscriptions", {
      body: {
        url: "https://hooks.example.com/typed-client",
        triggers: [{ resourceName: "lead", eventType: "update" }],
        description: name,
      },
    }),
    "subscribe",
  ).data;
  // The secret is returned once; the workflow only shows that the type carries it, then cleans up.
  const hasSecret = subscription.secret.length > 0;
  ok(
    await api.DELETE("/v1/webhookSubscriptions/{id}", { params: { path: { id: subscription.id } } }),
    "unsubscribe",
  );

  return { project, listed, lead, moved, subscription: { ...subscription, secret: undefined }, hasSecret };
}

// The types bite: each call below is refused by tsc (this function is never called).
export function refusedByTheTypes(api: PartnerClient) {
  // @ts-expect-error path ids are integers, not strings
  void api.GET("/v1/projects/{id}", { params: { path: { id: "1" } } });
  void api.POST("/v1/webhookSubscriptions", {
    body: {
      url: "https://hooks.example.com/x",
      // @ts-expect-error "invoice" is not a resource of the trigger catalog
      triggers: [{ resourceName: "invoice", eventType: "create" }],
    },
  });
  // @ts-expect-error no such path
  void api.GET("/v1/invoices");
}
