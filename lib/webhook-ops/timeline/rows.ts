import type { consoleTables } from "@/lib/db/console";
import type { Transition, TransitionDetail } from "../types";

type Row = typeof consoleTables.webhookTransitions.$inferSelect;

// A stored transition as the API and every channel show it.
export const toTransition = (r: Row): Transition => ({
  id: r.id,
  incidentId: r.incidentId,
  environment: r.environment,
  subscriptionId: r.subscriptionId,
  kind: r.kind,
  step: r.step,
  at: r.at.toISOString(),
  streak: r.streak,
  detail: r.detail as TransitionDetail,
});
