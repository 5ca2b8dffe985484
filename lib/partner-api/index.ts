import "server-only";
import { processShared } from "@/lib/cache/process-shared";
import { PartnerApiClient } from "./client";
import { environmentByName, type PartnerEnvironment } from "./environments";
import { TokenProvider } from "./token-provider";

// One token provider and client per configured environment, shared by every request and route of this server
// process (so a write through one route ends the coalescing of reads in another).
const clients = processShared(
  "console.partner-api-clients",
  () => new Map<string, { client: PartnerApiClient; tokens: TokenProvider }>(),
);

export function partnerApi(environment: string | PartnerEnvironment | null | undefined): PartnerApiClient {
  const env =
    typeof environment === "object" && environment !== null ? environment : environmentByName(environment);
  let entry = clients.get(env.name);
  if (!entry) {
    const tokens = new TokenProvider({
      authUrl: env.authUrl,
      audience: env.audience,
      clientId: env.clientId,
      clientSecret: env.clientSecret,
    });
    entry = { tokens, client: new PartnerApiClient(env.baseUrl, tokens) };
    clients.set(env.name, entry);
  }
  return entry.client;
}

export function tokenRequestCount(): number {
  let n = 0;
  for (const e of clients.values()) n += e.tokens.requests;
  return n;
}

export { PartnerApiError, isPartnerApiError } from "./errors";
export { collectAll, collectAllRead, pageAll, PAGE_SIZE_MAX } from "./paging";
