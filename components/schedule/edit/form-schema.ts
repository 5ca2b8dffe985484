import { z } from "zod";
import { changedFields } from "@/components/forms/changed-fields";
import { line, longText } from "@/components/forms/field-schemas";
import { formPathMapper } from "@/components/forms/server-errors";
import { blankAs, definedOnly, text, type FormMode } from "@/components/forms/to-body";
import type {
  MilestoneCreateBody,
  MilestoneStatus,
  MilestoneType,
  MilestoneUpdateBody,
} from "@/lib/partner-api/contract";
import type { Milestone } from "@/lib/partner-api/contract/reader";
import { convertDateInput, fromDateInput, toDateInput } from "./date-input";

// The contract's color rule (lib/partner-api/contract/milestones.ts), checked at the field with words a user can act on.
export const COLOR_PATTERN = /^(#[0-9a-fA-F]{6}|#[0-9a-fA-F]{3}|[a-z][a-z0-9-]{0,31})$/;
export const COLOR_MESSAGE =
  "Use a hex color such as #2563eb, or a color name such as teal (lowercase letters, digits and -).";

// One wording for the types across the schedule: the timeline's.
export { TYPE_LABEL } from "@/components/schedule/timeline/format";

const type = z.enum(["PHASE", "ITEM", "CHECKPOINT"]);
const status = z.enum(["OPEN", "COMPLETED"]);

// The API's rules: a PHASE is top-level with no dates; an ITEM or CHECKPOINT sits under a PHASE; an ITEM's start
// is not after its due date; a CHECKPOINT is a point at its due date.
export const milestoneFormSchema = z
  .object({
    milestoneType: type,
    parentMilestoneId: z.string(),
    name: line().min(1, "Enter a name."),
    description: longText(),
    location: line(),
    color: z
      .string()
      .trim()
      .refine((s) => s === "" || COLOR_PATTERN.test(s), COLOR_MESSAGE),
    wholeDay: z.boolean(),
    startDate: z.string(),
    dueDate: z.string(),
    status,
  })
  .superRefine((v, ctx) => {
    if (v.milestoneType === "PHASE") return;
    const noun = v.milestoneType === "ITEM" ? "item" : "checkpoint";
    if (v.parentMilestoneId === "")
      ctx.addIssue({
        code: "custom",
        path: ["parentMilestoneId"],
        message: `Choose the phase this ${noun} belongs to.`,
      });
    const kind = v.wholeDay ? "date" : "date and time";
    const check = (field: "startDate" | "dueDate", label: string) => {
      if (v[field].trim() === "") {
        ctx.addIssue({ code: "custom", path: [field], message: `Enter the ${label} ${kind}.` });
        return null;
      }
      const ms = fromDateInput(v[field], v.wholeDay);
      if (ms == null)
        ctx.addIssue({
          code: "custom",
          path: [field],
          message: `Enter a real ${kind} in 1970 or later${v.wholeDay ? "" : ", e.g. 2026-03-05 09:00"}.`,
        });
      return ms;
    };
    const due = check("dueDate", "due");
    if (v.milestoneType === "CHECKPOINT") return;
    const start = check("startDate", "start");
    if (start != null && due != null && start > due)
      ctx.addIssue({
        code: "custom",
        path: ["dueDate"],
        message: "The due date cannot be before the start date.",
      });
  });

export type MilestoneFormValues = z.input<typeof milestoneFormSchema>;

// The API's field names are the form's, so its 400 details land on the matching field.
export const milestoneFormPathOf = formPathMapper<MilestoneFormValues>(
  Object.keys(milestoneFormSchema.shape),
);

// A new milestone: whole-day, from today to today (the user's local calendar date), open.
export function emptyMilestoneValues(opts: {
  type: MilestoneType;
  phaseId?: string;
  today: string;
}): MilestoneFormValues {
  return {
    milestoneType: opts.type,
    parentMilestoneId: opts.type === "PHASE" ? "" : (opts.phaseId ?? ""),
    name: "",
    description: "",
    location: "",
    color: "",
    wholeDay: true,
    startDate: opts.today,
    dueDate: opts.today,
    status: "OPEN",
  };
}

export function toMilestoneFormValues(m: Milestone): MilestoneFormValues {
  return {
    milestoneType: m.milestoneType,
    parentMilestoneId: text(m.parentMilestoneId),
    name: m.name,
    description: text(m.description),
    location: text(m.location),
    color: text(m.color),
    wholeDay: m.wholeDay,
    // A CHECKPOINT's start is its due date; an ITEM missing one of its dates starts from the other.
    startDate: toDateInput(m.startDate ?? m.dueDate, m.wholeDay),
    dueDate: toDateInput(m.dueDate ?? m.startDate, m.wholeDay),
    status: m.status,
  };
}

// The inputs' text after the whole-day switch flips: the same calendar days, with or without a time of day.
export function switchWholeDay(
  v: Pick<MilestoneFormValues, "startDate" | "dueDate">,
  wholeDay: boolean,
): Pick<MilestoneFormValues, "startDate" | "dueDate"> {
  return {
    startDate: convertDateInput(v.startDate, wholeDay, "09:00"),
    dueDate: convertDateInput(v.dueDate, wholeDay, "17:00"),
  };
}

type Body = Omit<MilestoneUpdateBody, "parentId" | "parentType">;

// Blanks are left out of a create (the API's default applies) and cleared (null) by an edit. A CHECKPOINT sends
// only its due date: the API keeps its start equal to it.
function toBody(v: MilestoneFormValues, mode: FormMode): Body {
  const { str } = blankAs(mode);
  const body: Body = {
    name: v.name.trim(),
    description: v.description.trim() === "" ? str("") : v.description,
    location: str(v.location),
    color: str(v.color),
    status: v.status as MilestoneStatus,
  };
  if (v.milestoneType === "PHASE") return body;
  body.parentMilestoneId = v.parentMilestoneId;
  body.wholeDay = v.wholeDay;
  body.dueDate = fromDateInput(v.dueDate, v.wholeDay);
  if (v.milestoneType === "ITEM") body.startDate = fromDateInput(v.startDate, v.wholeDay);
  return body;
}

export function toCreateBody(v: MilestoneFormValues): MilestoneCreateBody {
  return definedOnly({ ...toBody(v, "create"), milestoneType: v.milestoneType, name: v.name.trim() });
}

// An edit sends only what changed since the dialog opened (the type never: the API refuses to change it). The
// caller adds parentId and parentType, which every PATCH carries.
export function toUpdatePatch(v: MilestoneFormValues, initial: MilestoneFormValues): Partial<Body> {
  return changedFields(toBody(v, "edit"), toBody(initial, "edit"));
}
