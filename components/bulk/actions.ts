import type { BulkEntity } from "@/lib/bulk/types";

// The bulk actions of each entity, as the bulk dialog lists them.
export const ACTIONS = {
  project: [
    ["archive", "Archive"],
    ["unarchive", "Unarchive"],
    ["status", "Change status"],
    ["delete", "Delete permanently"],
  ],
  lead: [
    ["phase", "Move to phase"],
    ["retire", "Retire"],
    ["reactivate", "Reactivate"],
  ],
} as const;

export type ListedAction = (typeof ACTIONS)[BulkEntity][number][0];

// The command palette's name for an action on the picked rows: "Archive 3 selected projects…",
// "Move all 1,204 matching leads to phase…".
export function selectionLabel(entity: BulkEntity, action: ListedAction, count: number, all: boolean) {
  const n = count.toLocaleString("en");
  const rows = `${all ? `all ${n} matching` : `${n} selected`} ${entity}${count === 1 ? "" : "s"}`;
  switch (action) {
    case "status":
      return `Change the status of ${rows}…`;
    case "phase":
      return `Move ${rows} to phase…`;
    case "delete":
      return `Delete ${rows} permanently…`;
    default:
      return `${action[0]!.toUpperCase()}${action.slice(1)} ${rows}…`;
  }
}
