import "server-only";
import { and, count, eq } from "drizzle-orm";
import type { ProjectCreateBody, ProjectUpdateBody } from "@/lib/partner-api/contract";
import { sdb, schema, type Queryable } from "../db";
import { changedFields, recordEvents } from "../events";
import { notFound } from "../http/api-error";
import type { Handlers } from "../http/types";
import { upsertAddresses } from "./addresses";
import { envelope } from "./paging";
import { finishDelete, finishUpdate } from "./records";
import { listProjectPage } from "./projects-list";
import { viewProject } from "./projects-view";
import { assertContact, assertStatus, defaultStatusId, projectTypeName } from "./references";

const t = schema.projects;

async function mustView(db: Queryable, companyId: number, id: number) {
  const view = await viewProject(db, companyId, id);
  if (!view) throw notFound("project", id);
  return view;
}

// Column values from a write body; the `clientId` alias folds into contactId.
async function columns(db: Queryable, companyId: number, body: ProjectCreateBody | ProjectUpdateBody) {
  const contactId = body.contactId !== undefined ? body.contactId : body.clientId;
  await assertContact(db, companyId, contactId, body.contactId !== undefined ? "contactId" : "clientId");
  await assertStatus(db, companyId, body.statusId, "statusId");
  let typeName = body.projectTypeName;
  if (body.projectType != null && typeName === undefined)
    typeName = await projectTypeName(db, companyId, body.projectType, "projectType");
  else if (body.projectType != null) await projectTypeName(db, companyId, body.projectType, "projectType");
  return {
    name: body.name,
    contactId,
    statusId: body.statusId,
    ownerId: body.ownerId,
    budget: body.budget,
    projectType: body.projectType,
    projectTypeName: typeName,
    archived: body.archived,
    notes: body.notes,
  };
}

export const projectHandlers: Pick<
  Handlers,
  | "listProjects"
  | "createProject"
  | "getProject"
  | "updateProject"
  | "deleteProject"
  | "listProjectStatuses"
  | "listProjectTypes"
> = {
  async listProjects({ principal, query }) {
    const { data, total } = await listProjectPage(
      principal.companyId,
      {
        statusId: query.statusId || undefined,
        archived: query.archived,
        contactId: query.contactId || undefined,
      },
      query,
    );
    return envelope(data, query, total);
  },

  async createProject({ principal, body }) {
    return sdb().transaction(async (tx) => {
      const values = await columns(tx, principal.companyId, body);
      const statusId = values.statusId ?? (await defaultStatusId(tx, principal.companyId));
      const [row] = await tx
        .insert(t)
        .values({ ...values, name: body.name, statusId, companyId: principal.companyId })
        .returning({ id: t.id });
      const id = row!.id;
      await upsertAddresses(tx, principal.companyId, "project", id, body.addresses ?? []);
      const fields = Object.keys(body).filter(
        (k) => k !== "clientId" && body[k as keyof typeof body] !== undefined,
      );
      if (body.clientId !== undefined) fields.push("contactId");
      await recordEvents(tx, principal, [
        { entityType: "project", eventType: "create", entityId: id, updatedFields: [...new Set(fields)] },
      ]);
      return { data: await mustView(tx, principal.companyId, id) };
    });
  },

  async getProject({ principal, params }) {
    return { data: await mustView(sdb(), principal.companyId, params.id!) };
  },

  async updateProject({ principal, params, body }) {
    return sdb().transaction(async (tx) => {
      const id = params.id!;
      const before = await mustView(tx, principal.companyId, id);
      const values = await columns(tx, principal.companyId, body);
      const set = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
      const fields = changedFields(before, set);
      if (Object.keys(set).length)
        await tx
          .update(t)
          .set(set as Partial<typeof t.$inferInsert>)
          .where(eq(t.id, id));
      await finishUpdate(tx, principal, "project", id, fields, body.addresses, () =>
        tx.update(t).set({ updatedAt: new Date() }).where(eq(t.id, id)),
      );
      return { data: await mustView(tx, principal.companyId, id) };
    });
  },

  async deleteProject({ principal, params }) {
    return sdb().transaction(async (tx) => {
      const id = params.id!;
      const gone = await tx
        .delete(t)
        .where(and(eq(t.id, id), eq(t.companyId, principal.companyId)))
        .returning({ id: t.id });
      if (gone.length === 0) throw notFound("project", id);
      await finishDelete(tx, principal, "project", id);
      return { deleted: true };
    });
  },

  async listProjectStatuses({ principal, query }) {
    const s = schema.projectStatuses;
    const cond = eq(s.companyId, principal.companyId);
    const [rows, [n]] = await Promise.all([
      sdb()
        .select({ id: s.id, name: s.name, system: s.system })
        .from(s)
        .where(cond)
        .orderBy(s.position, s.id)
        .limit(query.limit)
        .offset(query.offset),
      sdb().select({ n: count() }).from(s).where(cond),
    ]);
    return envelope(rows, query, n?.n ?? 0);
  },

  async listProjectTypes({ principal, query }) {
    const s = schema.projectTypes;
    const cond = eq(s.companyId, principal.companyId);
    const [rows, [n]] = await Promise.all([
      sdb()
        .select({ id: s.id, name: s.name })
        .from(s)
        .where(cond)
        .orderBy(s.id)
        .limit(query.limit)
        .offset(query.offset),
      sdb().select({ n: count() }).from(s).where(cond),
    ]);
    return envelope(rows, query, n?.n ?? 0);
  },
};
