import "server-only";
import { processShared } from "@/lib/cache/process-shared";
import { PartnerApiClient, type ClientOptions } from "./client";
import { environmentByName, type PartnerEnvironment } from "./environments";
import { RateWindow } from "./pacing";
import { TokenProvider } from "./token-provider";

// One token provider and client per configured environment, shared by every request and route of this server
// process (so a write through one route ends the coalescing of reads in another).
const clients = processShared(
  "console.partner-api-clients",
  () => new Map<string, { client: PartnerApiClient; background: PartnerApiClient; tokens: TokenProvider }>(),
);

// Who hears of the console client's traffic, registered once at server start (lib/console-boot.ts wires the
// record index): the client knows no cache or index of its own, so this module stays a leaf of lib/.
export type PartnerApiObserver = {
  // Every upstream answer of a people-facing client (not the background one); must return at once, never throw.
  onResult(env: PartnerEnvironment, ...call: Parameters<NonNullable<ClientOptions["observe"]>>): void;
  // The first use of the API in this process (not at boot: a server nobody uses spends none of the quota).
  onFirstUse?(): void;
};
// By name, so a second registration (a dev reload of the boot) replaces the first rather than doubling it.
const registered = processShared(
  "console.partner-api-observers",
  () => new Map<string, PartnerApiObserver>(),
);

export function observePartnerApi(name: string, observer: PartnerApiObserver): void {
  registered.set(name, observer);
}

export function partnerApi(environment: string | PartnerEnvironment | null | undefined): PartnerApiClient {
  return entryFor(environment).client;
}

// A client of its own for background work that keeps the record index itself (the crawler): same tokens, no
// observers (the crawler writes its pages and must know when they are stored), no coalescing with people's
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
    // Every project and lead read or written through the console passes to the observers (the record index).
    const observe: ClientOptions["observe"] = (id, input, outcome) => {
      for (const o of registered.values()) o.onResult(env, id, input, outcome);
    };
    const rateWindow = new RateWindow();
    entry = {
      tokens,
      client: new PartnerApiClient(env.baseUrl, tokens, { observe, rateWindow }),
      background: new PartnerApiClient(env.baseUrl, tokens, { rateWindow }),
    };
    clients.set(env.name, entry);
    for (const o of registered.values()) o.onFirstUse?.();
  }
  return entry;
}

// A bearer token of the environment's own client with every scope it holds: for the sandbox workbench
// (lib/workbench/client.ts), whose routes take a token of any scope.
export function environmentToken(environment: PartnerEnvironment): Promise<string> {
  return entryFor(environment).tokens.get([]);
}

export function tokenRequestCount(): number {
  let n = 0;
  for (const e of clients.values()) n += e.tokens.requests;
  return n;
}

export { PartnerApiError, isPartnerApiError } from "./errors";
export { collectAll, collectAllRead, pageAll, PAGE_SIZE_MAX } from "./paging";
