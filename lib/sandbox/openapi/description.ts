import { defaultClients } from "../oauth/clients";

export type DescriptionInput = { tokenPath: string; audience: string; customClients: boolean };

const tick = (s: string) => `\`${s}\``;

// The introduction shown above the operations: what this server is, how to get a token, limits and errors.
export function apiDescription({ tokenPath, audience, customClients }: DescriptionInput): string {
  const clients = customClients
    ? "The sandbox's clients are set by `SANDBOX_CLIENTS` on this server; ask its operator for credentials."
    : [
        "Seeded clients (public by design; never use them outside the sandbox):",
        "",
        "| client_id | client_secret | company | scopes |",
        "| --- | --- | --- | --- |",
        ...defaultClients.map(
          (c) =>
            `| ${tick(c.clientId)} | ${tick(c.clientSecret)} | ${c.companyId} | ${c.scopes.every((s) => s.startsWith("read:")) ? "read scopes only" : "every scope"} |`,
        ),
      ].join("\n");
  return [
    "This is the **sandbox** of the Partner REST API: a faithful implementation of the specification served by this",
    "app, with seeded, resettable data. Nothing here touches a real account. Where the specification says",
    '"not shown", the sandbox\'s decisions apply. Every URL here is relative to the host serving this page.',
    "",
    "The OpenAPI document: [/sandbox/openapi.json](/sandbox/openapi.json) (OpenAPI 3.1, with a `webhooks`",
    "section for the event bodies and their signature headers). Generate a typed client from it, for example with",
    "`openapi-typescript` and `openapi-fetch`.",
    "",
    "## Authentication",
    "",
    `Get a token with the OAuth 2.0 client credentials grant: \`POST ${tokenPath}\` on this host, content type`,
    "`application/x-www-form-urlencoded`, fields `grant_type=client_credentials`, `client_id`, `client_secret`",
    `(or HTTP Basic), \`audience=${audience}\` and \`scope\` (space-separated; omitted grants every scope the client`,
    "holds). Send the `access_token` as `Authorization: Bearer <token>`. Token errors follow RFC 6749:",
    "`{ error, error_description }`.",
    "",
    clients,
    "",
    "In this page, **Authorize** fetches a token for you (the page adds the `audience`).",
    "",
    "## Rate limits",
    "",
    "Every successful response carries `X-RateLimit-Limit`, `X-RateLimit-Remaining`, `X-RateLimit-Reset` (per",
    "minute) and `X-Usage-Limit`, `X-Usage-Remaining`, `X-Usage-Reset` (per UTC day); resets are Unix seconds.",
    "Past a limit the answer is 429 with `Retry-After` in seconds.",
    "",
    "## Envelopes and errors",
    "",
    "Lists answer `{ data, limit, offset, total }` (`limit` default 20, at most 300), single records `{ data }`,",
    "deletes `{ deleted }`. Every error is `{ error: { code, message } }` with a stable snake_case `code`;",
    "validation errors add `details: [{ path, message }]`.",
    "",
    "## Sandbox-only extensions",
    "",
    "Operations marked `x-sandbox-only` (tag *Webhook deliveries*) and `x-sandbox-workbench` (tag *Sandbox",
    "workbench*, served under `/sandbox/workbench`) exist only in this sandbox; the real Partner API has none.",
  ].join("\n");
}
