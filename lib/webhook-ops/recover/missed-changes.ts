import "server-only";
import { and, asc, count, eq, gte, inArray, lte } from "drizzle-orm";
import { cdb, consoleTables } from "@/lib/db/console";
import type { PartnerEnvironment } from "@/lib/partner-api/environments";
import { indexKey, indexSettings } from "@/lib/record-index/config";
import { readStates } from "@/lib/record-index/state";
import type { MissedReport, MissedRow } from "./types";

const r = consoleTables.indexRecords;
const tomb = consoleTables.indexTombstones;
export const MISSED_PAGE = 200;
// The export streams at most this many changed records (and every deletion of the window).
export const MISSED_EXPORT_MAX = 200_000;

const UNKNOWABLE = [
  "A record changed inside the window and again after it shows its later change only, so it is missing here: re-read every record changed since the window began if that matters.",
  "Deletions are known only where the index saw them (an event, or a full pass after the delete); one it did not see is not listed.",
  "Clients, milestones and custom-field values are not in the index; changes to them are not listed.",
  "What each change was (which fields, the values in between) is not kept: re-read the records from the API.",
];

// "Which changes did we miss?" against an API without a delivery log: every project and lead whose updatedAt falls
// in the window and every deletion the index saw in it, from the console's record index (lib/record-index).
export async function missedChanges(
  env: PartnerEnvironment,
  from: string,
  to: string,
  offset: number,
): Promise<MissedReport> {
  const key = indexKey(env);
  const inWindow = and(
    eq(r.environment, key),
    inArray(r.kind, ["project", "lead"]),
    gte(r.updatedAt, new Date(from)),
    lte(r.updatedAt, new Date(to)),
  );
  const [changed, [total], deleted, states] = await Promise.all([
    changedPage(key, from, to, offset, MISSED_PAGE),
    cdb().select({ n: count() }).from(r).where(inWindow),
    cdb()
      .select()
      .from(tomb)
      .where(
        and(
          eq(tomb.environment, key),
          gte(tomb.deletedAt, new Date(from)),
          lte(tomb.deletedAt, new Date(to)),
        ),
      )
      .orderBy(asc(tomb.deletedAt))
      .limit(1000),
    readStates(key),
  ]);
  const asOf = (kind: string) => states.find((s) => s.kind === kind)?.completeAsOf?.toISOString() ?? null;
  const unknowable = [...UNKNOWABLE];
  if (!indexSettings().enabled)
    unknowable.unshift("The record index is switched off (INDEX=off): nothing can be listed.");
  return {
    from,
    to,
    changed,
    changedTotal: total?.n ?? 0,
    deleted: deleted.map((d) => ({
      kind: d.kind as "project" | "lead",
      id: d.id,
      name: "",
      change: "deleted",
      at: d.deletedAt.toISOString(),
    })),
    offset,
    completeAsOf: { project: asOf("project"), lead: asOf("lead") },
    unknowable,
  };
}

export async function changedPage(
  key: string,
  from: string,
  to: string,
  offset: number,
  limit: number,
): Promise<MissedRow[]> {
  const rows = await cdb()
    .select({ kind: r.kind, id: r.id, name: r.name, updatedAt: r.updatedAt })
    .from(r)
    .where(
      and(
        eq(r.environment, key),
        inArray(r.kind, ["project", "lead"]),
        gte(r.updatedAt, new Date(from)),
        lte(r.updatedAt, new Date(to)),
      ),
    )
    .orderBy(asc(r.updatedAt), asc(r.kind), asc(r.id))
    .limit(limit)
    .offset(offset);
  return rows.map((x) => ({
    kind: x.kind as "project" | "lead",
    id: x.id,
    name: x.name,
    change: "updated",
    at: x.updatedAt.toISOString(),
  }));
}
