import "server-only";
import { SingleFlight } from "@/lib/cache/single-flight";
import type { PartnerEnvironment } from "@/lib/partner-api/environments";
import { indexKey, indexSettings } from "./config";
import { clientFreshness, freshnessOf, type Freshness } from "./freshness";
import { countClients, phaseTotalsFromIndex, type PhaseTotals } from "./query";
import { readStates } from "./state";

// The record index: projects, leads and their clients per environment, kept fresh by write-through, the
// console's own webhook subscription and a background crawler. See README.md here.
export type IndexStatus = { projects: Freshness; leads: Freshness; clients: Freshness };

export async function indexStatus(env: PartnerEnvironment): Promise<IndexStatus> {
  const { enabled } = indexSettings();
  const key = indexKey(env);
  const [states, clients] = enabled ? await Promise.all([readStates(key), countClients(key)]) : [[], 0];
  const projects = freshnessOf(
    states.find((s) => s.kind === "project"),
    enabled,
  );
  const leads = freshnessOf(
    states.find((s) => s.kind === "lead"),
    enabled,
  );
  return { projects, leads, clients: clientFreshness(projects, leads, clients) };
}

type BoardTotals = { phases: PhaseTotals; asOf: string } | null;
// Boards opened at the same moment share one computation of the sums; nothing is kept once it settles.
// Kept for bench:bff's board row (lib/cache/README.md).
const boardReads = new SingleFlight<BoardTotals>();

// Per-phase counts and budget sums, or null while the leads index is not complete.
export function boardTotalsFromIndex(env: PartnerEnvironment, contactId = 0): Promise<BoardTotals> {
  const key = indexKey(env);
  return boardReads.run(`${key}:${contactId}`, async () => {
    const { leads } = await indexStatus(env);
    if (leads.state !== "complete" || !leads.completeAsOf) return null;
    return { phases: await phaseTotalsFromIndex(key, contactId), asOf: leads.completeAsOf };
  });
}

export { indexKey, indexSettings } from "./config";
export type { Freshness } from "./freshness";
export {
  searchIndex,
  pageIndex,
  clientsIndex,
  type IndexListRow,
  type SearchHit,
  type ClientHit,
} from "./query";
