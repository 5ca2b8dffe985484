"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { apiFetch, ApiRequestError } from "@/lib/api-client";
import type { MilestoneCreateBody } from "@/lib/partner-api/contract";
import type { Milestone } from "@/lib/partner-api/contract/reader";
import { milestoneApiPath, scheduleApiPath, scheduleKeys, type ScheduleData } from "@/lib/schedule/queries";
import {
  applyPatch,
  childCount,
  placeholderMilestone,
  type MilestonePatch,
  type ScheduleParent,
} from "./edit/optimistic";

export type { MilestonePatch, ScheduleParent } from "./edit/optimistic";
export { isPlaceholder } from "./edit/optimistic";

// `done`, when given, is the success toast: said by the mutation itself, so it is heard even when the menu that
// asked (or the row) is gone by the time the API answers.
export type MilestoneUpdate = { id: string; patch: MilestonePatch; done?: string };

// Each schedule's mutations share a key, so that only the last one to settle refetches: a refetch started while
// another edit is still in flight would briefly show that edit undone.
const mutationKey = (p: ScheduleParent) => ["schedule-mutation", p.parentType, p.parentId] as const;

const reason = (err: unknown) =>
  err instanceof ApiRequestError
    ? err.message
    : "the console could not be reached. Check your connection and try again.";
const nameOf = (list: readonly Milestone[] | undefined, id: string) =>
  list?.find((m) => m.id === id)?.name ?? `milestone ${id}`;

// The optimistic cycle (as components/leads/board/use-move-lead.ts) on one schedule's entry. A refusal puts back
// only what this mutation changed, so a concurrent edit of another row survives; refetch once the last settles.
function useScheduleCache(parent: ScheduleParent) {
  const qc = useQueryClient();
  const queryKey = scheduleKeys.schedule(parent.parentType, parent.parentId);
  return {
    mutationKey: mutationKey(parent),
    read: () => qc.getQueryData<ScheduleData>(queryKey)?.data,
    write: (fn: (list: Milestone[]) => Milestone[]) => {
      qc.setQueryData<ScheduleData>(queryKey, (old) => old && { ...old, data: fn(old.data) });
      void qc.cancelQueries({ queryKey }, { revert: false });
    },
    settle: () => {
      if (qc.isMutating({ mutationKey: mutationKey(parent) }) <= 1) void qc.invalidateQueries({ queryKey });
    },
  };
}

// Every PATCH names the milestone's parent, as the API requires. `{ toastErrors: false }` for a caller that shows
// the failure itself, so it is reported once.
export type MutationReporting = { toastErrors?: boolean };

export function useUpdateMilestone(parent: ScheduleParent, { toastErrors = true }: MutationReporting = {}) {
  const cache = useScheduleCache(parent);
  return useMutation({
    mutationKey: cache.mutationKey,
    mutationFn: async ({ id, patch }: MilestoneUpdate) =>
      (
        await apiFetch<{ data: Milestone }>(milestoneApiPath(id), {
          method: "PATCH",
          json: { ...patch, parentId: parent.parentId, parentType: parent.parentType },
        })
      ).data,
    onMutate: ({ id, patch }) => {
      const list = cache.read();
      const previous = list?.find((m) => m.id === id);
      if (previous) cache.write((rows) => rows.map((m) => (m.id === id ? applyPatch(m, patch) : m)));
      return { previous, name: nameOf(list, id) };
    },
    onError: (err, { id }, ctx) => {
      const previous = ctx?.previous;
      if (previous) cache.write((rows) => rows.map((m) => (m.id === id ? previous : m)));
      if (toastErrors)
        toast.error(`Could not save “${ctx?.name ?? `milestone ${id}`}”: ${reason(err)}`, {
          position: "top-center", // as a move's own toast (timeline/use-mover.ts): never over the rows
        });
    },
    onSuccess: (saved, { done }) => {
      cache.write((rows) => rows.map((m) => (m.id === saved.id ? saved : m)));
      if (done) toast.success(done);
    },
    onSettled: cache.settle,
  });
}

let placeholderSeq = 0;

// POST a new PHASE, ITEM or CHECKPOINT to the schedule; it shows at once under a stand-in id.
export function useCreateMilestone(parent: ScheduleParent, { toastErrors = true }: MutationReporting = {}) {
  const cache = useScheduleCache(parent);
  return useMutation({
    mutationKey: cache.mutationKey,
    mutationFn: async (body: MilestoneCreateBody) =>
      (
        await apiFetch<{ data: Milestone }>(scheduleApiPath(parent.parentType, parent.parentId), {
          method: "POST",
          json: body,
        })
      ).data,
    onMutate: (body) => {
      const list = cache.read();
      if (!list) return { placeholderId: undefined };
      const placeholder = placeholderMilestone(body, parent, list, ++placeholderSeq, new Date());
      cache.write((rows) => [...rows, placeholder]);
      return { placeholderId: placeholder.id };
    },
    onError: (err, body, ctx) => {
      if (ctx?.placeholderId) cache.write((rows) => rows.filter((m) => m.id !== ctx.placeholderId));
      if (toastErrors) toast.error(`Could not create “${body.name}”: ${reason(err)}`);
    },
    onSuccess: (created, _body, ctx) =>
      cache.write((rows) => [
        ...rows.filter((m) => m.id !== ctx?.placeholderId && m.id !== created.id),
        created,
      ]),
    onSettled: cache.settle,
  });
}

// DELETE a milestone (admins). A PHASE that still has milestones under it stays in place: the API refuses it
// (409 milestone_has_children) and the toast gives its reason.
export function useDeleteMilestone(parent: ScheduleParent) {
  const cache = useScheduleCache(parent);
  return useMutation({
    mutationKey: cache.mutationKey,
    mutationFn: ({ id }: { id: string }) =>
      apiFetch<{ deleted: boolean }>(milestoneApiPath(id), { method: "DELETE" }),
    onMutate: ({ id }) => {
      const list = cache.read();
      const index = list?.findIndex((m) => m.id === id) ?? -1;
      const removed = index >= 0 ? list![index] : undefined;
      const blocked = removed?.milestoneType === "PHASE" && childCount(list!, id) > 0;
      if (removed && !blocked) cache.write((rows) => rows.filter((m) => m.id !== id));
      return { removed: blocked ? undefined : removed, index, name: nameOf(list, id) };
    },
    onError: (err, { id }, ctx) => {
      const removed = ctx?.removed;
      if (removed)
        cache.write((rows) =>
          rows.some((m) => m.id === id)
            ? rows
            : [...rows.slice(0, ctx.index), removed, ...rows.slice(ctx.index)],
        );
      toast.error(`Could not delete “${ctx?.name ?? `milestone ${id}`}”: ${reason(err)}`);
    },
    // Said here rather than by the caller: the deleted row, and the menu it was asked from, are gone by now.
    onSuccess: (_res, { id }, ctx) => toast.success(`Deleted “${ctx?.name ?? `milestone ${id}`}”`),
    onSettled: cache.settle,
  });
}
