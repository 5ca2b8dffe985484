import "server-only";
import type { PartnerApiClient } from "@/lib/partner-api/client";
import type { Lead, Project } from "@/lib/partner-api/contract/reader";
import type { BulkAction, BulkEntity } from "./types";

// What each action changes, read from a record ("state") and written to it: the runner compares before and
// target to skip records already there, and a resumed item reads the record to see whether its write landed.
export type Fields = Record<string, unknown>;

export const projectFields = (p: Pick<Project, "archived" | "statusId">): Fields => ({
  archived: p.archived,
  statusId: p.statusId,
});
export const leadFields = (l: Pick<Lead, "phaseId" | "status">): Fields => ({
  phaseId: l.phaseId,
  retired: l.status.value === "Retired",
});

export type Step = { entity: BulkEntity; action: BulkAction; value: number | null };
// The fields the action sets, or for an undo the item's own `before` (passed as `undoTo`).
export function targetOf(step: Step, undoTo?: Fields | null): Fields | null {
  switch (step.action) {
    case "archive":
      return { archived: true };
    case "unarchive":
      return { archived: false };
    case "status":
      return { statusId: step.value };
    case "phase":
      return { phaseId: step.value };
    case "retire":
      return { retired: true };
    case "reactivate":
      return { retired: false };
    case "undo":
      return undoTo ?? null;
    case "delete":
      return null;
  }
}

// Whether `state` already shows every field of `target`.
export const reached = (state: Fields, target: Fields) =>
  Object.entries(target).every(([k, v]) => state[k] === v);

// The record's fields now; null when it is gone.
export async function readState(
  api: PartnerApiClient,
  entity: BulkEntity,
  id: number,
): Promise<Fields | null> {
  try {
    if (entity === "project")
      return projectFields((await api.call("getProject", { params: { id }, observe: false })).data.data);
    return leadFields((await api.call("getLead", { params: { id }, observe: false })).data.data);
  } catch (err) {
    if ((err as { status?: number }).status === 404) return null;
    throw err;
  }
}

// Sends the write that makes the record show `target` (or deletes it); returns its fields after.
export async function write(
  api: PartnerApiClient,
  step: Step,
  id: number,
  target: Fields | null,
): Promise<Fields | null> {
  const params = { id };
  if (step.entity === "project") {
    if (step.action === "delete") {
      await api.call("deleteProject", { params });
      return null;
    }
    const body: { archived?: boolean; statusId?: number } = {};
    if (typeof target?.archived === "boolean") body.archived = target.archived;
    if (typeof target?.statusId === "number") body.statusId = target.statusId;
    return projectFields((await api.call("updateProject", { params, body })).data.data);
  }
  let lead: Lead | undefined;
  if (target && "retired" in target)
    lead = (await api.call(target.retired ? "retireLead" : "reactivateLead", { params })).data.data;
  if (typeof target?.phaseId === "number")
    lead = (await api.call("updateLeadPhase", { params, body: { phaseId: target.phaseId } })).data.data;
  if (!lead) throw new Error("nothing to write");
  return leadFields(lead);
}
