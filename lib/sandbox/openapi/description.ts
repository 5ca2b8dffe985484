import { defaultClients } from "../oauth/clients";

export type DescriptionInput = { appUrl: string; audience: string; customClients: boolean };

const tick = (s: string) => `\`${s}\``;

// The introduction shown above the operations: what this server is, how to get a token, limits and errors.
export function apiDescription({ appUrl, audience, customClients }: DescriptionInput): string {
  const tokenUrl = `${appUrl}/sandbox/oauth/token`;
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
    '"not shown", the sandbox\'s decisions apply (see `lib/sandbox/README.md`).',
    "",
    "## Authentication",
    "",
    `Get a token with the OAuth 2.0 client credentials grant: \`POST ${tokenUrl}\`, content type`,
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
  ].join("\n");
}
