import "server-only";
import { collectAll } from "@/lib/partner-api";
import type { PartnerApiClient } from "@/lib/partner-api/client";
import type { CustomFieldEntriesBody } from "@/lib/partner-api/contract";
import { changedFields, shown, type FieldChange } from "./changes";

// How the console's writes read "before" for the audit log (lib/api/handler.ts `audit.before`/`changes`). Each
// costs one read of the record (a phase move two: the lead and the phase names) before the write.

type Api = { api: PartnerApiClient };
type Id = { params: { id: number } };

// Project and lead updates: the record, then each written field that changed.
export const recordBefore =
  (get: "getProject" | "getLead") =>
  async ({ api, params }: Api & Id) =>
    (await api.call(get, { params })).data.data;
export const recordChanges = ({ body }: { body: unknown }, result: unknown, before: unknown) =>
  changedFields(body, before, (result as { data?: unknown } | undefined)?.data);

// A phase move: the lead's phase before and the one it was moved to, by name.
export async function phaseBefore({ api, params }: Api & Id) {
  const [lead, phases] = await Promise.all([
    api.call("getLead", { params }),
    collectAll(
      async (offset, limit) => (await api.call("listLeadPhases", { query: { offset, limit } })).data,
    ),
  ]);
  return { phaseId: lead.data.data.phaseId, phases: phases.map((p) => ({ id: p.id, name: p.name })) };
}
export function phaseChanges(
  { body }: { body: { phaseId: number } },
  _r: unknown,
  before: unknown,
): FieldChange[] {
  const b = before as Awaited<ReturnType<typeof phaseBefore>>;
  const name = (id: number | null | undefined) =>
    id == null ? null : (b.phases.find((p) => p.id === id)?.name ?? `phase ${id}`);
  return b.phaseId === body.phaseId
    ? []
    : [{ field: "phase", before: name(b.phaseId), after: name(body.phaseId) }];
}

// Retire, reactivate, convert: the lead's status before and after (and the project a conversion made).
export const leadBefore = recordBefore("getLead");
export function statusChanges(_ctx: unknown, result: unknown, before: unknown): FieldChange[] {
  const old = before as { status?: unknown; projectId?: unknown };
  const now = (result as { data?: { status?: unknown; projectId?: unknown } } | undefined)?.data;
  const out: FieldChange[] = [];
  const status = { was: shown(old.status), is: shown(now?.status) };
  if (status.is !== null && status.was !== status.is) out.push({ field: "status", ...rename(status) });
  const project = { was: shown(old.projectId), is: shown(now?.projectId) };
  if (project.is !== null && project.was !== project.is) out.push({ field: "projectId", ...rename(project) });
  return out;
}
const rename = ({ was, is }: { was: string | null; is: string | null }) => ({ before: was, after: is });

// A milestone update: the milestone as it was, then each written field (dates as days).
export const milestoneBefore = async ({ api, params }: Api & { params: { id: string } }) =>
  (await api.call("getMilestone", { params })).data.data;
export function milestoneChanges({ body }: { body: unknown }, result: unknown, before: unknown) {
  const { parentId: _p, parentType: _t, ...written } = body as Record<string, unknown>;
  const day = (r: unknown) => {
    const o = { ...(r as Record<string, unknown>) };
    for (const k of ["startDate", "dueDate"])
      if (typeof o[k] === "number") o[k] = new Date(o[k]).toISOString().slice(0, 16).replace("T", " ");
    return o;
  };
  const after = (result as { data?: unknown } | undefined)?.data;
  return changedFields(day(written), day(before), after === undefined ? undefined : day(after));
}

// Custom field values: each written value beside the one the record held, by field name.
export const entriesBefore = async ({ api, body }: Api & { body: CustomFieldEntriesBody }) =>
  collectAll(
    async (offset, limit) =>
      (
        await api.call("listCustomFieldEntries", {
          query: { entityType: body.entityType, entityId: body.entityId, offset, limit },
        })
      ).data,
  );
export function entriesChanges({ body }: { body: CustomFieldEntriesBody }, _r: unknown, before: unknown) {
  const held = before as Awaited<ReturnType<typeof entriesBefore>>;
  return body.customFieldEntries.flatMap((w): FieldChange[] => {
    const old = held.find((e) => (w.id !== undefined ? e.id === w.id : e.customFieldId === w.customFieldId));
    const was = shown(old?.value);
    const is = shown(w.value);
    if (was === is) return [];
    return [
      { field: old?.customField.name ?? `custom field ${w.customFieldId ?? w.id}`, before: was, after: is },
    ];
  });
}
