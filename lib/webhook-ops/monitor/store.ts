import "server-only";
import { and, eq, notInArray } from "drizzle-orm";
import { cdb, consoleTables, type ConsoleTx } from "@/lib/db/console";
import type { Decision, Kept, Reading } from "./transitions";
import type { TransitionDetail } from "../types";
import { recipientsOf } from "../notify/recipients";

const state = consoleTables.webhookMonitorState;
const incidents = consoleTables.webhookIncidents;
const transitions = consoleTables.webhookTransitions;

export type KeptRow = Kept & { incidentId: number | null; checkedAt: Date; openedAt: Date | null };

// The stored readings of an environment, by subscription id, with the open incident's start.
export async function readKept(environment: string): Promise<Map<number, KeptRow>> {
  const rows = await cdb()
    .select({ s: state, openedAt: incidents.openedAt })
    .from(state)
    .leftJoin(incidents, eq(incidents.id, state.incidentId))
    .where(eq(state.environment, environment));
  return new Map(
    rows.map(({ s, openedAt }) => [
      s.subscriptionId,
      { ...s, incidentOpen: s.incidentId !== null, openedAt: openedAt ?? null },
    ]),
  );
}

// One reading's outcome in one transaction: the incident opened or closed, its transitions (the unique key drops
// any already recorded), a notification row per recipient and channel for each new one, and the reading kept.
// A crash before the commit leaves the previous reading, so the next one decides the same again.
export async function record(
  environment: string,
  subscriptionId: number,
  kept: KeptRow | undefined,
  reading: Reading & { label: string },
  decision: Decision,
  detailOf: (kind: string) => TransitionDetail,
  at: Date,
): Promise<number> {
  return cdb().transaction(async (tx) => {
    let incidentId = kept?.incidentId ?? null;
    if (decision.open || (decision.steps.length > 0 && incidentId === null)) {
      const [row] = await tx
        .insert(incidents)
        .values({ environment, subscriptionId, openedAt: at })
        .returning({ id: incidents.id });
      incidentId = row!.id;
    }
    let created = 0;
    for (const s of decision.steps) {
      const [row] = await tx
        .insert(transitions)
        .values({
          incidentId: incidentId!,
          environment,
          subscriptionId,
          kind: s.kind,
          round: s.round,
          step: s.step,
          at,
          streak: reading.consecutiveFailures,
          detail: detailOf(s.kind),
        })
        .onConflictDoNothing()
        .returning({ id: transitions.id });
      if (!row) continue;
      created++;
      if (!kept) continue; // a baseline: recorded for the timeline, not news to anyone
      await notifyAll(tx, row.id, s.kind);
    }
    if (decision.close && incidentId !== null) {
      await tx.update(incidents).set({ closedAt: at }).where(eq(incidents.id, incidentId));
      incidentId = null;
    }
    const values = {
      status: reading.status,
      consecutiveFailures: reading.consecutiveFailures,
      level: decision.next.level,
      round: decision.next.round,
      reactivatedAt: decision.next.reactivatedAt,
      incidentId,
      label: reading.label,
      checkedAt: at,
    };
    await tx
      .insert(state)
      .values({ environment, subscriptionId, ...values })
      .onConflictDoUpdate({ target: [state.environment, state.subscriptionId], set: values });
    return created;
  });
}

async function notifyAll(tx: ConsoleTx, transitionId: number, kind: string) {
  const rows = await recipientsOf(tx, kind);
  if (rows.length === 0) return;
  await tx
    .insert(consoleTables.notifications)
    .values(rows.map((r) => ({ transitionId, userId: r.userId, channel: r.channel })))
    .onConflictDoNothing();
}

// Subscriptions gone from the API: their readings go (their incidents and transitions stay for the record).
export async function forgetMissing(environment: string, seen: number[]) {
  await cdb()
    .delete(state)
    .where(
      seen.length
        ? and(eq(state.environment, environment), notInArray(state.subscriptionId, seen))
        : eq(state.environment, environment),
    );
}
