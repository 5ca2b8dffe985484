// Bulk work on records: the actions, selections and job views both halves speak (client-safe, zod only).
import { z } from "zod";

export const projectActions = ["archive", "unarchive", "status", "delete"] as const;
export const leadActions = ["phase", "retire", "reactivate"] as const;
export type ProjectAction = (typeof projectActions)[number];
export type LeadAction = (typeof leadActions)[number];
export type BulkAction = ProjectAction | LeadAction | "undo";
export type BulkEntity = "project" | "lead";
// The share of the API's rate-limit window bulk jobs may use (lib/partner-api/pacing.ts): people's own requests
// always find the other half. (Here, client-safe, so the bench can state the share it measures against.)
export const BULK_RATE_SHARE = 0.5;

// At most this many ids picked by hand; "all matching" has no cap (it is a filter, collected on the server).
export const MAX_PICKED = 1_000;
const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const ids = z.array(id).min(1).max(MAX_PICKED);

// A custom field's value (the tables' custom-field filter), matched in the record index.
const customFilter = z
  .object({ name: z.string().min(1).max(100), value: z.string().min(1).max(200) })
  .strict()
  .optional();
// The filters of "all N matching", as the tables keep them in the URL (lib/projects/filters.ts,
// lib/leads/board-filters.ts).
export const projectFilterSchema = z
  .object({
    statusIds: z.array(id).max(50).optional(),
    archived: z.boolean().optional(),
    contactId: id.optional(),
    q: z.string().trim().max(100).optional(),
    custom: customFilter,
  })
  .strict();
export const leadFilterSchema = z
  .object({
    contactId: id.optional(),
    phaseId: id.optional(),
    // false: retired leads are left out (the tables' default); true: included.
    retired: z.boolean().optional(),
    q: z.string().trim().max(100).optional(),
    custom: customFilter,
  })
  .strict();
export type ProjectFilter = z.infer<typeof projectFilterSchema>;
export type LeadFilter = z.infer<typeof leadFilterSchema>;

const selection = <F extends z.ZodType>(filters: F) =>
  z.union([z.object({ ids }).strict(), z.object({ filters }).strict()]);

export const createJobBody = z.discriminatedUnion("entity", [
  z
    .object({
      entity: z.literal("project"),
      action: z.enum(projectActions),
      value: id.optional(),
      selection: selection(projectFilterSchema),
    })
    .strict(),
  z
    .object({
      entity: z.literal("lead"),
      action: z.enum(leadActions),
      value: id.optional(),
      selection: selection(leadFilterSchema),
    })
    .strict(),
]);
export type CreateJob = z.infer<typeof createJobBody>;
export type Selection = CreateJob["selection"];

// A status or phase the dialog offers.
export type BulkChoice = { id: number; name: string };

export type BulkJobState = "collecting" | "running" | "done" | "cancelled";
export type BulkFailure = { id: number; name: string | null; reason: string };
export type BulkJobView = {
  id: number;
  entity: BulkEntity;
  action: BulkAction;
  value: number | null;
  state: BulkJobState;
  cancelRequested: boolean;
  total: number | null;
  collected: number;
  succeeded: number;
  failed: number;
  skipped: number;
  // Records a cancel left undone ("retry" takes them with the failures).
  cancelled: number;
  // While the job waits for the API's rate limit (its share of the window, or a 429's Retry-After): until when.
  waitingUntil: string | null;
  retryOf: number | null;
  undoOf: number | null;
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
  // Until when "Undo" is offered (30 s after the job ended), null when the action cannot be undone.
  undoUntil: string | null;
  // The first failures with their reasons (the summary); `failed` counts them all.
  failures: BulkFailure[];
};

// Archive, unarchive, status changes and phase moves revert exactly; deletes, retires and reactivations do not
// (the spec gives no way back to the lead's earlier status).
export const UNDOABLE: readonly BulkAction[] = ["archive", "unarchive", "status", "phase"];
export const UNDO_WINDOW_MS = 30_000;

// What a confirmation says the job will do ("Move 120 leads to Meeting").
export function effectOf(entity: BulkEntity, action: BulkAction, count: number, valueName?: string): string {
  const noun = `${count.toLocaleString("en")} ${entity}${count === 1 ? "" : "s"}`;
  switch (action) {
    case "archive":
      return `Archive ${noun}`;
    case "unarchive":
      return `Unarchive ${noun}`;
    case "status":
      return `Set the status of ${noun} to ${valueName ?? "the chosen status"}`;
    case "delete":
      return `Delete ${noun} permanently`;
    case "phase":
      return `Move ${noun} to ${valueName ?? "the chosen phase"}`;
    case "retire":
      return `Retire ${noun}`;
    case "reactivate":
      return `Reactivate ${noun}`;
    case "undo":
      return `Undo the change to ${noun}`;
  }
}
