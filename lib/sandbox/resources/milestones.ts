import "server-only";
import { and, asc, count, eq, isNull, max, type SQL } from "drizzle-orm";
import type { MilestoneCreateBody, MilestoneParentType } from "@/lib/partner-api/contract";
import { sdb, schema, type Queryable } from "../core/db";
import { changedFields, recordEvents } from "../core/events";
import { ApiError, invalid, notFound } from "../core/errors";
import type { Handlers } from "./handler-types";
import type { Principal } from "../core/principal";
import { viewMilestone } from "../model/milestones-view";
import { envelope } from "./paging";

const t = schema.milestones;
type Row = typeof t.$inferSelect;
const DAY_MS = 86_400_000;

async function assertParentRecord(
  db: Queryable,
  companyId: number,
  parentType: MilestoneParentType,
  id: number,
) {
  const table = parentType === "project" ? schema.projects : schema.leads;
  const [row] = await db.select({ companyId: table.companyId }).from(table).where(eq(table.id, id));
  if (!row || row.companyId !== companyId) throw notFound(parentType === "project" ? "project" : "lead", id);
}

type Shape = Pick<Row, "milestoneType" | "startDate" | "dueDate" | "wholeDay" | "parentMilestoneId">;

// The hierarchy and date rules: PHASEs are top-level and dateless; ITEMs and CHECKPOINTs sit under a PHASE of the
// same schedule; ITEMs span startDate..dueDate, CHECKPOINTs are a point at dueDate; whole-day dates are midnight UTC.
async function checkShape(
  db: Queryable,
  companyId: number,
  parentType: MilestoneParentType,
  parentId: number,
  m: Shape,
) {
  if (m.milestoneType === "PHASE") {
    if (m.parentMilestoneId != null)
      throw invalid("parentMilestoneId", "a PHASE is top-level and has no parent milestone");
    if (m.startDate != null || m.dueDate != null)
      throw invalid(m.startDate != null ? "startDate" : "dueDate", "a PHASE has no dates of its own");
    return;
  }
  if (m.parentMilestoneId == null)
    throw invalid("parentMilestoneId", `an ${m.milestoneType} must sit under a PHASE`);
  // The contract lets any ten-digit id through (the console reads a real API's); the store's ids stop at int4.
  const [parent] =
    m.parentMilestoneId > 2_147_483_647 ? [] : await db.select().from(t).where(eq(t.id, m.parentMilestoneId));
  if (
    !parent ||
    parent.companyId !== companyId ||
    parent.parentType !== parentType ||
    parent.parentId !== parentId
  )
    throw invalid("parentMilestoneId", `milestone ${m.parentMilestoneId} is not on this schedule`);
  if (parent.milestoneType !== "PHASE")
    throw invalid("parentMilestoneId", `milestone ${m.parentMilestoneId} is not a PHASE`);
  if (m.dueDate == null) throw invalid("dueDate", `an ${m.milestoneType} needs a dueDate`);
  if (m.milestoneType === "ITEM") {
    if (m.startDate == null) throw invalid("startDate", "an ITEM needs a startDate");
    if (m.startDate > m.dueDate) throw invalid("dueDate", "dueDate may not be before startDate");
  } else if (m.startDate != null && m.startDate !== m.dueDate) {
    throw invalid("startDate", "a CHECKPOINT is a point in time: startDate, when given, equals dueDate");
  }
  if (m.wholeDay) {
    // A CHECKPOINT's startDate is its dueDate, so only the dueDate is the client's to fix.
    for (const k of m.milestoneType === "CHECKPOINT"
      ? (["dueDate"] as const)
      : (["startDate", "dueDate"] as const))
      if (m[k] != null && m[k] % DAY_MS !== 0)
        throw invalid(k, "whole-day dates are midnight UTC (a multiple of 86400000)");
  }
}

async function create(
  principal: Principal,
  parentType: MilestoneParentType,
  parentId: number,
  body: MilestoneCreateBody,
) {
  return sdb().transaction(async (tx) => {
    await assertParentRecord(tx, principal.companyId, parentType, parentId);
    const milestoneType = body.milestoneType ?? "ITEM";
    const parentMilestoneId = body.parentMilestoneId == null ? null : Number(body.parentMilestoneId);
    const dueDate = body.dueDate ?? null;
    const startDate = milestoneType === "CHECKPOINT" ? (body.startDate ?? dueDate) : (body.startDate ?? null);
    const shape = { milestoneType, parentMilestoneId, startDate, dueDate, wholeDay: body.wholeDay ?? false };
    await checkShape(tx, principal.companyId, parentType, parentId, shape);
    let position = body.position;
    if (position === undefined) {
      const siblings = and(
        eq(t.parentType, parentType),
        eq(t.parentId, parentId),
        parentMilestoneId == null ? isNull(t.parentMilestoneId) : eq(t.parentMilestoneId, parentMilestoneId),
      );
      const [top] = await tx
        .select({ p: max(t.position) })
        .from(t)
        .where(siblings);
      position = top?.p == null ? 0 : top.p + 1;
    }
    const [row] = await tx
      .insert(t)
      .values({
        ...shape,
        companyId: principal.companyId,
        parentType,
        parentId,
        name: body.name,
        description: body.description ?? null,
        location: body.location ?? null,
        color: body.color ?? null,
        position,
        status: body.status ?? "OPEN",
        timelineId: body.timelineId ?? null,
      })
      .returning();
    const fields = Object.keys(body).filter((k) => body[k as keyof typeof body] !== undefined);
    await recordEvents(tx, principal, [
      { entityType: "milestone", eventType: "create", entityId: row!.id, updatedFields: fields },
    ]);
    return { data: viewMilestone(row!) };
  });
}

async function list(
  principal: Principal,
  parentType: MilestoneParentType,
  parentId: number,
  paging: { limit: number; offset: number },
) {
  const db = sdb();
  await assertParentRecord(db, principal.companyId, parentType, parentId);
  const cond: SQL = and(
    eq(t.companyId, principal.companyId),
    eq(t.parentType, parentType),
    eq(t.parentId, parentId),
  )!;
  const [rows, [n]] = await Promise.all([
    db.select().from(t).where(cond).orderBy(asc(t.id)).limit(paging.limit).offset(paging.offset),
    db.select({ n: count() }).from(t).where(cond),
  ]);
  return envelope(rows.map(viewMilestone), paging, n?.n ?? 0);
}

async function mustRow(db: Queryable, companyId: number, id: number) {
  const [row] = await db.select().from(t).where(eq(t.id, id));
  if (!row || row.companyId !== companyId) throw notFound("milestone", id);
  return row;
}

export const milestoneHandlers: Pick<
  Handlers,
  | "listProjectMilestones"
  | "createProjectMilestone"
  | "listLeadMilestones"
  | "createLeadMilestone"
  | "getMilestone"
  | "updateMilestone"
  | "deleteMilestone"
> = {
  listProjectMilestones: ({ principal, params, query }) =>
    list(principal, "project", params.projectId!, query),
  createProjectMilestone: ({ principal, params, body }) =>
    create(principal, "project", params.projectId!, body),
  listLeadMilestones: ({ principal, params, query }) => list(principal, "inquiry", params.leadId!, query),
  createLeadMilestone: ({ principal, params, body }) => create(principal, "inquiry", params.leadId!, body),

  async getMilestone({ principal, params }) {
    return { data: viewMilestone(await mustRow(sdb(), principal.companyId, params.id!)) };
  },

  async updateMilestone({ principal, params, body }) {
    return sdb().transaction(async (tx) => {
      const row = await mustRow(tx, principal.companyId, params.id!);
      if (body.parentType !== row.parentType || body.parentId !== row.parentId)
        throw invalid(
          "parentId",
          `milestone ${row.id} belongs to ${row.parentType} ${row.parentId}, not ${body.parentType} ${body.parentId}`,
        );
      if (body.milestoneType !== undefined && body.milestoneType !== row.milestoneType)
        throw invalid("milestoneType", "the milestone type cannot change; create a new milestone instead");
      const { parentId: _p, parentType: _t, milestoneType: _m, ...patch } = body;
      const set: Partial<Row> = {};
      for (const [k, v] of Object.entries(patch))
        if (v !== undefined) (set as Record<string, unknown>)[k] = v;
      if (patch.parentMilestoneId !== undefined)
        set.parentMilestoneId = patch.parentMilestoneId == null ? null : Number(patch.parentMilestoneId);
      const next = { ...row, ...set };
      if (row.milestoneType === "CHECKPOINT" && set.dueDate !== undefined && patch.startDate === undefined)
        next.startDate = next.dueDate;
      await checkShape(tx, principal.companyId, row.parentType, row.parentId, next);
      const fields = changedFields(viewMilestone(row), { ...patch });
      if (fields.length === 0) return { data: viewMilestone(row) };
      const [updated] = await tx
        .update(t)
        .set({ ...set, startDate: next.startDate, updatedAt: new Date() })
        .where(eq(t.id, row.id))
        .returning();
      await recordEvents(tx, principal, [
        { entityType: "milestone", eventType: "update", entityId: row.id, updatedFields: fields },
      ]);
      return { data: viewMilestone(updated!) };
    });
  },

  async deleteMilestone({ principal, params }) {
    return sdb().transaction(async (tx) => {
      const row = await mustRow(tx, principal.companyId, params.id!);
      const [child] = await tx.select({ id: t.id }).from(t).where(eq(t.parentMilestoneId, row.id)).limit(1);
      if (child)
        throw new ApiError(
          "milestone_has_children",
          `milestone ${row.id} still has milestones under it; delete or move them first`,
        );
      await tx.delete(t).where(eq(t.id, row.id));
      await recordEvents(tx, principal, [{ entityType: "milestone", eventType: "delete", entityId: row.id }]);
      return { deleted: true };
    });
  },
};
