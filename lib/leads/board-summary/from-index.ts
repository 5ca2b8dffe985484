import "server-only";
import { collectAll, partnerApi } from "@/lib/partner-api";
import type { PartnerEnvironment } from "@/lib/partner-api/environments";
import { boardTotalsFromIndex } from "@/lib/record-index";
import type { BoardSummary } from "./types";

// The phase ids the API lists, kept a minute per environment: the board reads its summary on every load, and
// one phase list answers them all.
const PHASES_TTL_MS = 60_000;
const phaseIds = new Map<string, { at: number; ids: Promise<Set<number>> }>();
function knownPhases(env: PartnerEnvironment): Promise<Set<number>> {
  const hit = phaseIds.get(env.name);
  if (hit && Date.now() - hit.at < PHASES_TTL_MS) return hit.ids;
  const api = partnerApi(env);
  const ids = collectAll(
    async (offset, limit) => (await api.call("listLeadPhases", { query: { offset, limit } })).data,
  ).then((phases) => new Set(phases.map((p) => p.id)));
  phaseIds.set(env.name, { at: Date.now(), ids });
  ids.catch(() => phaseIds.delete(env.name));
  return ids;
}

// The board's sums from one grouped index query. Null while the index is filling, off or failing, and when a lead
// sits in an unlisted phase: the "Other phases" column needs those leads, which only the paged run collects.
export async function summaryFromIndex(
  env: PartnerEnvironment,
  contactId: number,
): Promise<BoardSummary | null> {
  const totals = await boardTotalsFromIndex(env, contactId).catch(() => null);
  if (!totals) return null;
  const known = await knownPhases(env).catch(() => null);
  if (!known || Object.keys(totals.phases).some((id) => !known.has(Number(id)))) return null;
  return { state: "ready", asOf: totals.asOf, phases: totals.phases, other: [], progress: null, error: null };
}
