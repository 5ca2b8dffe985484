"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import { useEffect, useState, type RefObject } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { FormError } from "@/components/forms/form-error";
import { applyServerError } from "@/components/forms/server-errors";
import { useCreateMilestone, useUpdateMilestone } from "@/components/schedule/use-milestone-mutations";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import type { MilestoneType } from "@/lib/partner-api/contract";
import type { Milestone } from "@/lib/partner-api/contract/reader";
import { localToWholeDay } from "@/lib/schedule/layout";
import { toDateInput } from "./date-input";
import {
  emptyMilestoneValues,
  milestoneFormPathOf,
  milestoneFormSchema,
  toCreateBody,
  toMilestoneFormValues,
  toUpdatePatch,
  TYPE_LABEL,
  type MilestoneFormValues,
} from "./form-schema";
import { MilestoneFields } from "./milestone-fields";
import type { ScheduleParent } from "./optimistic";

export type MilestoneDialogProps = {
  parent: ScheduleParent;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  // The milestone to edit; without one the dialog creates.
  milestone?: Milestone;
  // The schedule's PHASEs, offered as the parent of an ITEM or CHECKPOINT.
  phases: readonly Pick<Milestone, "id" | "name">[];
  // Create only: what is chosen when the dialog opens.
  defaultType?: MilestoneType;
  defaultPhaseId?: string;
  // Where focus goes back to on close (the button that opened it): opened without a Trigger, or from a menu
  // that has closed meanwhile, Radix cannot know.
  returnFocus?: RefObject<HTMLElement | null>;
};

// Create or edit a milestone. The dialog stays open until the API answers, so that a refusal's field errors can
// be shown at their fields; the schedule behind it changes at once (optimistically) and is put back if refused.
export function MilestoneDialog({ open, onOpenChange, returnFocus, ...props }: MilestoneDialogProps) {
  const [busy, setBusy] = useState(false);
  // Closing mid-save would hide the answer; Escape, the overlay and Cancel wait for it.
  const guard = (e: Event) => busy && e.preventDefault();
  return (
    <Dialog open={open} onOpenChange={(next) => (busy && !next ? undefined : onOpenChange(next))}>
      <DialogContent
        className="sm:max-w-xl"
        onEscapeKeyDown={guard}
        onPointerDownOutside={guard}
        onCloseAutoFocus={(e) => {
          if (!returnFocus?.current?.isConnected) return;
          e.preventDefault();
          returnFocus.current.focus();
        }}
      >
        {open && <MilestoneForm {...props} onBusy={setBusy} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

type FormProps = Omit<MilestoneDialogProps, "open" | "onOpenChange" | "returnFocus"> & {
  onBusy: (busy: boolean) => void;
  onDone: () => void;
};

function MilestoneForm({
  parent,
  milestone,
  phases,
  defaultType,
  defaultPhaseId,
  onBusy,
  onDone,
}: FormProps) {
  // The dialog shows a refusal itself, beside the fields it names: no toast repeats it.
  const create = useCreateMilestone(parent, { toastErrors: false });
  const update = useUpdateMilestone(parent, { toastErrors: false });
  // What the form started from: an edit sends only what changed since.
  const [initial] = useState<MilestoneFormValues>(() =>
    milestone
      ? toMilestoneFormValues(milestone)
      : emptyMilestoneValues({
          type: defaultType ?? (phases.length > 0 ? "ITEM" : "PHASE"),
          // One phase is the only choice; with several the user picks (no silent guess).
          phaseId: defaultPhaseId ?? (phases.length === 1 ? phases[0]!.id : ""),
          today: toDateInput(localToWholeDay(Date.now()), true),
        }),
  );
  const form = useForm<MilestoneFormValues>({
    resolver: zodResolver(milestoneFormSchema),
    defaultValues: initial,
    // Checked on submit, then live (as the record forms do).
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const [formError, setFormError] = useState<string>();
  const pending = form.formState.isSubmitting;
  useEffect(() => onBusy(pending), [pending, onBusy]);

  const showError = (err: unknown) => setFormError(applyServerError(form, err, milestoneFormPathOf));

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      if (milestone) {
        const patch = toUpdatePatch(values, initial);
        if (Object.keys(patch).length === 0) {
          toast.info("Nothing changed; nothing was sent.");
          return onDone();
        }
        const saved = await update.mutateAsync({ id: milestone.id, patch });
        toast.success(`Saved “${saved.name}”`);
      } else {
        const created = await create.mutateAsync(toCreateBody(values));
        toast.success(`Added the ${TYPE_LABEL[created.milestoneType].toLowerCase()} “${created.name}”`);
      }
      onDone();
    } catch (err) {
      showError(err);
    }
  });

  const title = milestone
    ? `Edit ${TYPE_LABEL[milestone.milestoneType].toLowerCase()} “${milestone.name}”`
    : "Add a milestone";
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        <DialogHeader>
          <DialogTitle className="break-words">{title}</DialogTitle>
          <DialogDescription>Fields marked * are required.</DialogDescription>
        </DialogHeader>
        <MilestoneFields editing={milestone !== undefined} phases={phases} />
        {formError && (
          <FormError
            prefix={`The milestone was not ${milestone ? "saved" : "added"}: `}
            message={formError}
          />
        )}
        {/* Kept in view while the fields scroll: at 900 px the dialog is taller than the screen, and Save sat
            below the fold. */}
        <DialogFooter className="sticky -bottom-6 z-10 -mx-6 -mb-6 border-t bg-background px-6 pt-4 pb-6">
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={pending}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
            {pending && <Loader2 aria-hidden className="animate-spin motion-reduce:animate-none" />}
            {milestone ? (pending ? "Saving…" : "Save changes") : pending ? "Adding…" : "Add milestone"}
          </Button>
        </DialogFooter>
      </form>
    </FormProvider>
  );
}
