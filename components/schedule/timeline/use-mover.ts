"use client";

import { useQueryClient } from "@tanstack/react-query";
import { createContext, useEffect, useRef, useState } from "react";
import { applyPatch } from "@/components/schedule/edit/optimistic";
import { useUpdateMilestone, type ScheduleParent } from "@/components/schedule/use-milestone-mutations";
import { toast } from "@/components/ui/toast";
import type { Milestone } from "@/lib/partner-api/contract/reader";
import { scheduleKeys, type ScheduleData } from "@/lib/schedule/queries";
import { resizeDue, shiftDates } from "@/lib/schedule/layout";
import { moveHints, type MoveHint } from "@/lib/schedule/move-hints";
import type { DragKind, DragStore } from "./drag-store";
import { spanDays, wireRange } from "./format";
import type { NoticeStore } from "./move-notice";

// A move's toast (with its Undo) shows at the top of the window, above the page's title and tools: at the bottom
// right, sonner's default, it covered the timeline's last rows, often the ones being edited.
export const TOAST_POSITION = "top-center" as const;

// One optimistic PATCH per move, then a toast with Undo, a screen-reader sentence and any order hint. Keyboard
// steps are gathered and saved once the keys rest: five presses make one PATCH, one toast and one Undo.
export type Mover = {
  // A dropped drag: save it now.
  commit: (m: Milestone, kind: DragKind, days: number) => void;
  // One key press on a focused bar.
  nudge: (m: Milestone, kind: DragKind, days: number) => void;
  // Save the gathered key presses now (the bar lost focus) or drop them (Escape).
  flush: () => void;
  cancel: () => void;
};

// The timeline's mover for its bars; null where the timeline has no drag layer.
export const MoverContext = createContext<Mover | null>(null);

const KEYS_REST_MS = 700;
const UNDO_TOAST_MS = 10_000;

const patchOf = (m: Milestone, kind: DragKind, days: number) =>
  kind === "move" ? shiftDates(m, days) : resizeDue(m, days);
const datesOf = (m: Pick<Milestone, "startDate" | "dueDate" | "wholeDay" | "milestoneType">) =>
  wireRange(m.startDate, m.dueDate, m.wholeDay, m.milestoneType === "CHECKPOINT");

function hintText(h: MoveHint, movedId: string): string {
  if (h.kind === "phase")
    return `It stretches its phase, ${h.phase.name}, from ${spanDays(h.span)} to ${spanDays(h.stretched)}.`;
  return h.item.id === movedId
    ? `${h.item.name} now ends after ${h.checkpoint.name} (${datesOf(h.checkpoint)}), which should follow it.`
    : `${h.checkpoint.name} now comes before ${h.item.name} ends (${datesOf(h.item)}).`;
}

// After a save re-renders the row (or the Undo button the focus was on goes away with its toast), focus that fell
// to the page goes back to the bar; focus the user has taken elsewhere stays there.
function refocus(id: string) {
  requestAnimationFrame(() => {
    const active = document.activeElement;
    if (active && active !== document.body) return;
    document
      .querySelector<HTMLElement>(`[data-milestone-id="${CSS.escape(id)}"]`)
      ?.focus({ preventScroll: true });
  });
}

export function useMover(parent: ScheduleParent, store: DragStore, notice: NoticeStore): Mover {
  const qc = useQueryClient();
  const update = useUpdateMilestone(parent);
  const read = () =>
    qc.getQueryData<ScheduleData>(scheduleKeys.schedule(parent.parentType, parent.parentId))?.data ?? [];
  // The dates a milestone had before the moves its Undo toast stands for (kept while that toast shows).
  const origins = useRef(new Map<string, Milestone>());
  const pending = useRef<{ m: Milestone; kind: DragKind; days: number; timer: number } | null>(null);

  const [mover] = useState<Mover>(() => {
    const undo = (id: string) => {
      const origin = origins.current.get(id);
      origins.current.delete(id);
      if (!origin) return;
      const patch = { startDate: origin.startDate, dueDate: origin.dueDate };
      update
        .mutateAsync({ id, patch })
        .then(() => {
          const said = `${origin.name} is back to ${datesOf(origin)}.`;
          notice.show(said, []);
          toast.success(said, {
            id: `move-${id}`,
            position: TOAST_POSITION,
            description: undefined,
            action: undefined,
            duration: 5000,
          });
          refocus(id);
        })
        .catch(() => undefined); // the mutation's own toast says why
    };

    const commit = (m: Milestone, kind: DragKind, days: number) => {
      const patch = patchOf(m, kind, days);
      if (
        days === 0 ||
        (patch.dueDate === m.dueDate && ("startDate" in patch ? patch.startDate === m.startDate : true))
      ) {
        store.set(null);
        notice.say(`${m.name} was not changed.`);
        return;
      }
      store.set({ id: m.id, kind, days, base: m, dropped: true });
      const next = applyPatch(m, patch);
      const hints = moveHints(read(), m.id, next).map((h) => hintText(h, m.id));
      if (!origins.current.has(m.id)) origins.current.set(m.id, m);
      const said = `${m.name} ${kind === "move" ? "moved" : "resized"} to ${datesOf(next)}.`;
      update
        .mutateAsync({ id: m.id, patch })
        .then(() => {
          notice.show(said, hints);
          toast.success(said, {
            id: `move-${m.id}`,
            position: TOAST_POSITION,
            description: hints.length ? hints.join(" ") : undefined,
            duration: UNDO_TOAST_MS,
            action: { label: "Undo", onClick: () => undo(m.id) },
            onDismiss: () => origins.current.delete(m.id),
            onAutoClose: () => origins.current.delete(m.id),
          });
        })
        .catch(() => {
          if (origins.current.get(m.id) === m) origins.current.delete(m.id);
          notice.say(`${m.name} was not moved.`);
        })
        .finally(() => {
          store.settle(m.id);
          refocus(m.id);
        });
    };

    const flush = () => {
      const p = pending.current;
      if (!p) return;
      window.clearTimeout(p.timer);
      pending.current = null;
      commit(p.m, p.kind, p.days);
    };

    return {
      commit,
      nudge: (m, kind, step) => {
        const p = pending.current;
        if (p && (p.m.id !== m.id || p.kind !== kind)) flush();
        const same = pending.current;
        if (same) window.clearTimeout(same.timer);
        // The bar's latest object (a refetch may have replaced it with equal dates) is what the preview draws.
        const days = (same?.days ?? 0) + step;
        pending.current = { m, kind, days, timer: window.setTimeout(flush, KEYS_REST_MS) };
        store.set({ id: m.id, kind, days, base: m, dropped: false });
        notice.say(`${m.name}: ${datesOf(applyPatch(m, patchOf(m, kind, days)))}`);
        // The bar may have left the view: bring it back, clear of the sticky names column (scroll padding).
        requestAnimationFrame(() =>
          document
            .querySelector(`[data-milestone-id="${CSS.escape(m.id)}"]`)
            ?.scrollIntoView({ block: "nearest", inline: "nearest" }),
        );
      },
      flush,
      cancel: () => {
        const p = pending.current;
        if (!p) return;
        window.clearTimeout(p.timer);
        pending.current = null;
        store.set(null);
        notice.say(`${p.m.name} was not changed.`);
      },
    };
  });

  // A move gathered when the page goes away is not saved; its timer must not fire into an unmounted page.
  useEffect(() => () => window.clearTimeout(pending.current?.timer), []);
  return mover;
}
