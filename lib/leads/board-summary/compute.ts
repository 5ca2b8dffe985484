import "server-only";
import { isDraining } from "@/lib/lifecycle/shutdown";
import { logger } from "@/lib/logger";
import { collectAll, pageAll, partnerApi } from "@/lib/partner-api";
import { paced } from "@/lib/partner-api/pacing";
import type { Lead } from "@/lib/partner-api/contract/reader";
import type { PartnerEnvironment } from "@/lib/partner-api/environments";
import { claimRun, failRun, finishRun, reportProgress, type PhaseTotals } from "./store";

// The share of the API's rate-limit window the background sums may use: they pause while less than
// (1 - SHARE) of the window is left, so people's own requests always find room.
export const RATE_SHARE = 0.2;
// Leads of phases the phase list does not name, kept for the "Other phases" column.
export const OTHER_MAX = 300;
// Runs at once in this process: a hostile or busy board (many contact filters) cannot fan out without bound.
const MAX_RUNS = 2;
let running = 0;

// Totals built page by page: a whole collection is never held in memory.
export function phaseTotals(known: Set<number>) {
  const phases: PhaseTotals = {};
  const other: Lead[] = [];
  let read = 0;
  return {
    add(leads: Lead[]) {
      for (const lead of leads) {
        read++;
        if (lead.phaseId === null) continue;
        if (!known.has(lead.phaseId) && other.length < OTHER_MAX) other.push(lead);
        const p = (phases[String(lead.phaseId)] ??= { count: 0, sum: 0, retired: 0, retiredSum: 0 });
        p.count++;
        p.sum += lead.budget ?? 0;
        if (lead.status.value !== "Retired") continue;
        p.retired++;
        p.retiredSum += lead.budget ?? 0;
      }
    },
    result: () => ({ phases, other, read }),
  };
}

// Starts a run for (environment, contact) in the background unless one is under way; never throws.
export function startSummaryRun(env: PartnerEnvironment, contactId: number): void {
  if (running >= MAX_RUNS) return;
  running++;
  void run(env, contactId)
    .catch((err: unknown) => logger.warn({ err, environment: env.name }, "board summary run failed"))
    .finally(() => running--);
}

async function run(env: PartnerEnvironment, contactId: number) {
  const generation = await claimRun(env.name, contactId);
  if (generation === null) return;
  const asOf = new Date();
  const api = partnerApi(env);
  try {
    const phases = await collectAll(
      async (offset, limit) => (await api.call("listLeadPhases", { query: { offset, limit } })).data,
    );
    const totals = phaseTotals(new Set(phases.map((p) => p.id)));
    for await (const page of pageAll(async (offset, limit) => {
      // A stopping server ends its runs between pages; the next read starts one again.
      if (isDraining()) throw new Error("the server stopped during this run");
      const query = { offset, limit, contactId: contactId || undefined };
      const answer = (await paced(api, RATE_SHARE, () => api.call("listLeads", { query }))).data;
      await reportProgress(env.name, contactId, offset + answer.data.length, answer.total);
      return answer;
    }))
      totals.add(page);
    await finishRun(env.name, contactId, { generation, asOf, ...totals.result() });
  } catch (err) {
    await failRun(env.name, contactId, err instanceof Error ? err.message : "the run failed");
    throw err;
  }
}
