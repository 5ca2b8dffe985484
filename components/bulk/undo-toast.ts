"use client";

import { toast } from "@/components/ui/toast";
import { apiFetch } from "@/lib/api-client";

export type UndoOffer = { id: number; until: string };

// A success toast with "Undo" for as long as the server keeps the change's undo (30 s); the undo reverts exactly
// what was changed, or says why it could not (the record changed since).
export function toastWithUndo(message: string, undo: UndoOffer | undefined, after: () => void) {
  const ms = undo ? new Date(undo.until).getTime() - Date.now() : 0;
  if (!undo || ms <= 0) return toast.success(message);
  toast.success(message, {
    duration: ms,
    action: {
      label: "Undo",
      onClick: () =>
        void apiFetch(`/api/undo/${undo.id}`, { method: "POST" })
          .then(() => toast.success("Undone."))
          .catch((err: Error) => toast.error(err.message))
          .finally(after),
    },
  });
}
