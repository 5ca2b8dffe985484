import "server-only";
import { and, asc, count, eq, sql } from "drizzle-orm";
import {
  customFieldValueRules,
  type CustomField,
  type CustomFieldType,
  type EntityType,
} from "@/lib/partner-api/contract";
import { sdb, schema, type Queryable } from "../core/db";
import { recordEvents } from "../core/events";
import { ApiError, invalid, notFound } from "../core/errors";
import type { Handlers } from "./handler-types";
import { toEntry } from "../model/custom-field-entries-view";
import { leadRow, viewLeads } from "../model/leads-view";
import { envelope } from "./paging";
import { viewProjects } from "../model/projects-view";

const f = schema.customFields;
const e = schema.customFieldEntries;

function viewField(r: typeof f.$inferSelect): CustomField {
  return {
    id: r.id,
    name: r.name,
    type: r.type as CustomFieldType,
    description: r.description,
    options: r.options,
    customableType: r.customableType as EntityType,
    createdAt: r.createdAt.toISOString(),
  };
}

// Loads an entity that can carry custom values, shaped as its REST resource; undefined when it does not exist.
async function loadEntity(
  db: Queryable,
  companyId: number,
  type: EntityType,
  id: number,
): Promise<Record<string, unknown> | undefined> {
  if (type === "Lead") {
    const row = await leadRow(db, companyId, id);
    return row ? (await viewLeads(db, companyId, [row]))[0] : undefined;
  }
  if (type === "Project") {
    const [row] = await db.select().from(schema.projects).where(eq(schema.projects.id, id));
    return row && row.companyId === companyId ? (await viewProjects(db, companyId, [row]))[0] : undefined;
  }
  if (type === "Contact") {
    const [row] = await db.select().from(schema.contacts).where(eq(schema.contacts.id, id));
    if (!row || row.companyId !== companyId) return undefined;
    return { id: row.id, name: row.name, email: row.email, archived: row.archived };
  }
  // Vendors, daily logs and tasks have no endpoints in the spec, so the sandbox holds none of them.
  return undefined;
}

const eventEntity: Partial<Record<EntityType, string>> = {
  Lead: "lead",
  Project: "project",
  Contact: "client",
};

export const customFieldHandlers: Pick<
  Handlers,
  | "listCustomFields"
  | "createCustomField"
  | "lookupByCustomFieldValue"
  | "listCustomFieldEntries"
  | "setCustomFieldEntries"
> = {
  async listCustomFields({ principal, query }) {
    const cond = query.customableType
      ? and(eq(f.companyId, principal.companyId), eq(f.customableType, query.customableType))
      : eq(f.companyId, principal.companyId);
    const [rows, [n]] = await Promise.all([
      sdb().select().from(f).where(cond).orderBy(asc(f.id)).limit(query.limit).offset(query.offset),
      sdb().select({ n: count() }).from(f).where(cond),
    ]);
    return envelope(rows.map(viewField), query, n?.n ?? 0);
  },

  async createCustomField({ principal, body }) {
    const rows = await sdb()
      .insert(f)
      .values({
        companyId: principal.companyId,
        name: body.name,
        type: body.type,
        description: body.description ?? null,
        options: body.type === "single_select" ? (body.options ?? []) : [],
        customableType: body.customableType,
      })
      .onConflictDoNothing()
      .returning();
    if (!rows[0])
      throw new ApiError(
        "custom_field_name_taken",
        `a ${body.customableType} field named "${body.name}" already exists`,
      );
    return { data: viewField(rows[0]) };
  },

  async lookupByCustomFieldValue({ principal, query }) {
    const db = sdb();
    const [field] = await db
      .select()
      .from(f)
      .where(
        and(
          eq(f.companyId, principal.companyId),
          eq(f.customableType, query.entityType),
          eq(f.name, query.fieldName),
        ),
      );
    if (!field)
      throw new ApiError("not_found", `no ${query.entityType} custom field named "${query.fieldName}"`);
    const holders = await db
      .select({ id: e.customableId })
      .from(e)
      .where(and(eq(e.customFieldId, field.id), eq(e.value, query.value)))
      .orderBy(asc(e.customableId));
    for (const h of holders) {
      const entity = await loadEntity(db, principal.companyId, query.entityType, h.id);
      if (entity) return { data: { entityType: query.entityType, entityId: h.id, entity } };
    }
    throw new ApiError("not_found", `no ${query.entityType} holds "${query.value}" in ${query.fieldName}`);
  },

  async listCustomFieldEntries({ principal, query }) {
    const db = sdb();
    if (!(await loadEntity(db, principal.companyId, query.entityType, query.entityId)))
      throw notFound(query.entityType, query.entityId);
    const cond = and(
      eq(e.companyId, principal.companyId),
      eq(e.customableType, query.entityType),
      eq(e.customableId, query.entityId),
    );
    const [rows, [n]] = await Promise.all([
      db
        .select({ e, f })
        .from(e)
        .innerJoin(f, eq(f.id, e.customFieldId))
        .where(cond)
        .orderBy(asc(e.id))
        .limit(query.limit)
        .offset(query.offset),
      db.select({ n: count() }).from(e).where(cond),
    ]);
    return envelope(
      rows.map((r) => toEntry(r.e, r.f)),
      query,
      n?.n ?? 0,
    );
  },

  async setCustomFieldEntries({ principal, body }) {
    return sdb().transaction(async (tx) => {
      const { entityType, entityId } = body;
      if (!(await loadEntity(tx, principal.companyId, entityType, entityId)))
        throw notFound(entityType, entityId);
      let last: ReturnType<typeof toEntry> | undefined;
      for (const [i, item] of body.customFieldEntries.entries()) {
        let fieldId = item.customFieldId;
        if (item.id !== undefined) {
          const [existing] = await tx.select().from(e).where(eq(e.id, item.id));
          if (
            !existing ||
            existing.companyId !== principal.companyId ||
            existing.customableType !== entityType ||
            existing.customableId !== entityId
          )
            throw new ApiError("not_found", `custom field entry ${item.id} not found on this ${entityType}`);
          if (fieldId !== undefined && fieldId !== existing.customFieldId)
            throw invalid(
              `customFieldEntries.${i}.customFieldId`,
              `entry ${item.id} holds field ${existing.customFieldId}`,
            );
          fieldId = existing.customFieldId;
        }
        const [field] = await tx.select().from(f).where(eq(f.id, fieldId!));
        if (!field || field.companyId !== principal.companyId)
          throw new ApiError("not_found", `custom field ${fieldId} not found`);
        if (field.customableType !== entityType)
          throw invalid(
            `customFieldEntries.${i}.customFieldId`,
            `field "${field.name}" is defined for ${field.customableType}, not ${entityType}`,
          );
        checkValue(field, item.value, `customFieldEntries.${i}.value`);
        const [row] = await tx
          .insert(e)
          .values({
            companyId: principal.companyId,
            customFieldId: field.id,
            customableType: entityType,
            customableId: entityId,
            value: item.value,
          })
          .onConflictDoUpdate({
            target: [e.customFieldId, e.customableId],
            set: { value: sql`excluded.value` },
          })
          .returning();
        last = toEntry(row!, field);
      }
      const entity = eventEntity[entityType];
      if (entity)
        await recordEvents(tx, principal, [
          { entityType: entity, eventType: "update", entityId, updatedFields: ["customFieldEntries"] },
        ]);
      return { data: last! };
    });
  },
};

// An empty string clears a value and is accepted for every type.
function checkValue(field: typeof f.$inferSelect, value: string, path: string) {
  if (value === "") return;
  const type = field.type as CustomFieldType;
  if (type === "single_select") {
    if (!field.options.includes(value))
      throw invalid(path, `"${value}" is not an option of "${field.name}" (${field.options.join(", ")})`);
    return;
  }
  const rule = customFieldValueRules[type];
  if (!rule.check(value)) throw invalid(path, `"${field.name}" takes ${rule.describe}`);
}
