import "server-only";
import { and, eq, ne } from "drizzle-orm";
import { DEFAULT_PHASE_ID, WON_PHASE_ID } from "@/lib/partner-api/contract";
import { sdb, schema, type Queryable } from "../core/db";
import { recordEvents, type EventInput } from "../core/events";
import { ApiError, notFound } from "../core/errors";
import type { Handlers } from "./handler-types";
import type { Principal } from "../core/principal";
import { addressesByOwner, upsertAddresses } from "../model/addresses";
import { listLeadPage } from "./leads-list";
import { leadRow, leadStatus, viewLeads } from "../model/leads-view";
import { envelope } from "./paging";
import { deleteRecord, updateRecord } from "./records";
import { assertContact, assertPhase, defaultStatusId } from "../model/references";

const t = schema.leads;

async function mustRow(db: Queryable, companyId: number, id: number) {
  const row = await leadRow(db, companyId, id);
  if (!row) throw notFound("lead", id);
  return row;
}

async function view(db: Queryable, companyId: number, id: number) {
  const [lead] = await viewLeads(db, companyId, [await mustRow(db, companyId, id)]);
  return lead!;
}

// A retired lead's client is archived when no live (unretired) lead and no unarchived project still names it.
async function archiveOrphanedClient(
  tx: Queryable,
  companyId: number,
  leadId: number,
  contactId: number | null,
): Promise<EventInput[]> {
  if (contactId == null) return [];
  const [otherLead] = await tx
    .select({ id: t.id })
    .from(t)
    .where(
      and(eq(t.companyId, companyId), eq(t.contactId, contactId), eq(t.retired, false), ne(t.id, leadId)),
    )
    .limit(1);
  if (otherLead) return [];
  const p = schema.projects;
  const [liveProject] = await tx
    .select({ id: p.id })
    .from(p)
    .where(and(eq(p.companyId, companyId), eq(p.contactId, contactId), eq(p.archived, false)))
    .limit(1);
  if (liveProject) return [];
  const c = schema.contacts;
  const changed = await tx
    .update(c)
    .set({ archived: true, updatedAt: new Date() })
    .where(and(eq(c.id, contactId), eq(c.archived, false)))
    .returning({ id: c.id });
  return changed.map((r) => ({
    entityType: "client",
    eventType: "update",
    entityId: r.id,
    updatedFields: ["archived"],
  }));
}

async function transition(
  principal: Principal,
  id: number,
  apply: (tx: Queryable, row: typeof t.$inferSelect) => Promise<EventInput[]>,
) {
  return sdb().transaction(async (tx) => {
    // Lock the row so two transitions of one lead cannot interleave.
    const [row] = await tx.select().from(t).where(eq(t.id, id)).for("update");
    if (!row || row.companyId !== principal.companyId) throw notFound("lead", id);
    const events = await apply(tx, row);
    await recordEvents(tx, principal, events);
    return view(tx, principal.companyId, id);
  });
}

export const leadHandlers: Pick<
  Handlers,
  | "listLeads"
  | "createLead"
  | "getLead"
  | "updateLead"
  | "deleteLead"
  | "convertLead"
  | "retireLead"
  | "reactivateLead"
  | "updateLeadPhase"
  | "listLeadPhases"
> = {
  async listLeads({ principal, query }) {
    const { data, total } = await listLeadPage(
      principal.companyId,
      { contactId: query.contactId || undefined, phaseId: query.phaseId || undefined },
      query,
    );
    return envelope(data, query, total);
  },

  async createLead({ principal, body }) {
    return sdb().transaction(async (tx) => {
      await assertContact(tx, principal.companyId, body.contactId, "contactId");
      const phaseId = body.phaseId ?? DEFAULT_PHASE_ID;
      await assertPhase(tx, principal.companyId, phaseId, "phaseId");
      const { addresses, ...fields } = body;
      const [row] = await tx
        .insert(t)
        .values({ ...fields, phaseId, companyId: principal.companyId })
        .returning({ id: t.id });
      const id = row!.id;
      await upsertAddresses(tx, principal.companyId, "lead", id, addresses ?? []);
      const names = Object.keys(body).filter((k) => body[k as keyof typeof body] !== undefined);
      await recordEvents(tx, principal, [
        { entityType: "lead", eventType: "create", entityId: id, updatedFields: names },
      ]);
      return { data: await view(tx, principal.companyId, id) };
    });
  },

  async getLead({ principal, params }) {
    return { data: await view(sdb(), principal.companyId, params.id!) };
  },

  async updateLead({ principal, params, body }) {
    return sdb().transaction(async (tx) => {
      const id = params.id!;
      const before = await mustRow(tx, principal.companyId, id);
      await assertContact(tx, principal.companyId, body.contactId, "contactId");
      const { addresses, phaseId: _never, ...fields } = body;
      await updateRecord(tx, principal, "lead", id, before, fields, addresses);
      return { data: await view(tx, principal.companyId, id) };
    });
  },

  deleteLead: ({ principal, params }) => deleteRecord(principal, "lead", params.id!),

  async convertLead({ principal, params }) {
    let projectId = 0;
    await transition(principal, params.id!, async (tx, row) => {
      if (row.projectId != null)
        throw new ApiError(
          "lead_already_converted",
          `lead ${row.id} was already converted to project ${row.projectId}`,
        );
      if (row.retired)
        throw new ApiError(
          "lead_not_convertible",
          `lead ${row.id} is retired; reactivate it before converting`,
        );
      const [project] = await tx
        .insert(schema.projects)
        .values({
          companyId: principal.companyId,
          name: row.name ?? `Lead ${row.id}`,
          contactId: row.contactId,
          budget: row.budget,
          projectTypeName: row.type,
          notes: row.description,
          statusId: await defaultStatusId(tx, principal.companyId),
        })
        .returning({ id: schema.projects.id });
      projectId = project!.id;
      const addresses = (await addressesByOwner(tx, "lead", [row.id])).get(row.id) ?? [];
      await upsertAddresses(
        tx,
        principal.companyId,
        "project",
        projectId,
        addresses.map(({ id: _id, ...address }) => ({ address })),
      );
      const wasWon = leadStatus(row) === "Won";
      await tx
        .update(t)
        .set({ projectId, phaseId: WON_PHASE_ID, updatedAt: new Date() })
        .where(eq(t.id, row.id));
      const leadFields = [
        "projectId",
        ...(row.phaseId !== WON_PHASE_ID ? ["phaseId"] : []),
        ...(wasWon ? [] : ["status"]),
      ];
      return [
        {
          entityType: "project",
          eventType: "create",
          entityId: projectId,
          updatedFields: [
            "name",
            "contactId",
            "budget",
            "projectTypeName",
            "notes",
            "statusId",
            ...(addresses.length ? ["addresses"] : []),
          ],
        },
        { entityType: "lead", eventType: "update", entityId: row.id, updatedFields: leadFields },
      ];
    });
    return { data: { projectId } };
  },

  async retireLead({ principal, params }) {
    const data = await transition(principal, params.id!, async (tx, row) => {
      if (row.retired) return [];
      if (leadStatus(row) === "Won")
        throw new ApiError("lead_is_won", `lead ${row.id} is Won and cannot be retired`);
      await tx.update(t).set({ retired: true, updatedAt: new Date() }).where(eq(t.id, row.id));
      const clientEvents = await archiveOrphanedClient(tx, principal.companyId, row.id, row.contactId);
      return [
        { entityType: "lead", eventType: "update", entityId: row.id, updatedFields: ["status"] },
        ...clientEvents,
      ];
    });
    return { data };
  },

  async reactivateLead({ principal, params }) {
    const data = await transition(principal, params.id!, async (tx, row) => {
      if (!row.retired) throw new ApiError("lead_not_retired", `lead ${row.id} is not retired`);
      // Clients archived by the retire stay archived (the spec's rule).
      await tx.update(t).set({ retired: false, updatedAt: new Date() }).where(eq(t.id, row.id));
      return [{ entityType: "lead", eventType: "update", entityId: row.id, updatedFields: ["status"] }];
    });
    return { data };
  },

  async updateLeadPhase({ principal, params, body }) {
    const data = await transition(principal, params.id!, async (tx, row) => {
      await assertPhase(tx, principal.companyId, body.phaseId, "phaseId");
      if (row.phaseId === body.phaseId) return [];
      await tx.update(t).set({ phaseId: body.phaseId, updatedAt: new Date() }).where(eq(t.id, row.id));
      const statusChanged = leadStatus(row) !== leadStatus({ ...row, phaseId: body.phaseId });
      return [
        {
          entityType: "lead",
          eventType: "update",
          entityId: row.id,
          updatedFields: statusChanged ? ["phaseId", "status"] : ["phaseId"],
        },
      ];
    });
    return { data };
  },

  async listLeadPhases({ principal, query }) {
    const p = schema.leadPhases;
    const rows = await sdb().select().from(p).orderBy(p.position, p.id);
    const visible = rows.filter((r) => r.companyId == null || r.companyId === principal.companyId);
    const page = visible.slice(query.offset, query.offset + query.limit).map((r) => ({
      id: r.id,
      name: r.name,
      position: r.position,
      custom: r.companyId != null,
    }));
    return envelope(page, query, visible.length);
  },
};
