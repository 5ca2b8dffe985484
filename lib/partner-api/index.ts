import "server-only";
import { processShared } from "@/lib/cache/process-shared";
import { PartnerApiClient, type ClientOptions } from "./client";
import { writeThrough } from "@/lib/record-index/write-through";
import { environmentByName, type PartnerEnvironment } from "./environments";
import { TokenProvider } from "./token-provider";

// One token provider and client per configured environment, shared by every request and route of this server
// process (so a write through one route ends the coalescing of reads in another).
const clients = processShared(
  "console.partner-api-clients",
  () => new Map<string, { client: PartnerApiClient; background: PartnerApiClient; tokens: TokenProvider }>(),
);

export function partnerApi(environment: string | PartnerEnvironment | null | undefined): PartnerApiClient {
  return entryFor(environment).client;
}

// A client of its own for background work that keeps the record index itself (the crawler): same tokens, no
// write-through (the crawler writes its pages and must know when they are stored), no coalescing with people's
// reads.
export function backgroundApi(environment: PartnerEnvironment): PartnerApiClient {
  return entryFor(environment).background;
}

function entryFor(environment: string | PartnerEnvironment | null | undefined) {
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
    // Every project and lead read or written through the console passes into the record index.
    const observe: ClientOptions["observe"] = (id, input, outcome) => writeThrough(env, id, input, outcome);
    entry = {
      tokens,
      client: new PartnerApiClient(env.baseUrl, tokens, { observe }),
      background: new PartnerApiClient(env.baseUrl, tokens),
    };
    clients.set(env.name, entry);
    // The index's crawler starts with the first use of the API in this process (not at boot: a server nobody
    // uses spends none of the partner's quota). Imported late: the crawler itself uses this module.
    void import("@/lib/record-index/crawler").then((m) => m.startIndexCrawler());
  }
  return entry;
}

export function tokenRequestCount(): number {
  let n = 0;
  for (const e of clients.values()) n += e.tokens.requests;
  return n;
}

export { PartnerApiError, isPartnerApiError } from "./errors";
export { collectAll, collectAllRead, pageAll, PAGE_SIZE_MAX } from "./paging";
