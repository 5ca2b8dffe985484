import "server-only";
import { count, eq } from "drizzle-orm";
import type { ProjectCreateBody, ProjectUpdateBody } from "@/lib/partner-api/contract";
import { sdb, schema, type Queryable } from "../core/db";
import { recordEvents } from "../core/events";
import { notFound } from "../core/errors";
import type { Handlers } from "./handler-types";
import { upsertAddresses } from "../model/addresses";
import { envelope } from "./paging";
import { deleteRecord, updateRecord } from "./records";
import { listProjectPage } from "./projects-list";
import { viewProject } from "../model/projects-view";
import { assertContact, assertStatus, defaultStatusId, projectTypeName } from "../model/references";

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
      await updateRecord(
        tx,
        principal,
        "project",
        id,
        before,
        await columns(tx, principal.companyId, body),
        body.addresses,
      );
      return { data: await mustView(tx, principal.companyId, id) };
    });
  },

  deleteProject: ({ principal, params }) => deleteRecord(principal, "project", params.id!),

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
