// What the schedule views mount: the create button, a row's actions menu and the dialog itself.
export { CreateMilestoneButton } from "./create-milestone-button";
export { MilestoneActions } from "./milestone-actions";
export { MilestoneDialog } from "./lazy-milestone-dialog";
export type { MilestoneDialogProps } from "./milestone-dialog";
export { isPlaceholder, type ScheduleParent } from "./optimistic";
