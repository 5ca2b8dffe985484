"use client";

import { Controller, useFormContext, useWatch } from "react-hook-form";
import { ReferenceSelect } from "@/components/forms/reference-select";
import { TextField } from "@/components/forms/text-field";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Switch } from "@/components/ui/switch";
import type { MilestoneType } from "@/lib/partner-api/contract";
import type { Milestone } from "@/lib/partner-api/contract/reader";
import { ColorField } from "./color-field";
import { switchWholeDay, TYPE_LABEL, type MilestoneFormValues } from "./form-schema";
import { ChoiceGroup } from "./choice-group";

const Field = TextField<MilestoneFormValues>;

const TYPE_HINT: Record<MilestoneType, string> = {
  PHASE: "Groups items and checkpoints; its dates come from them.",
  ITEM: "Work from a start date to a due date.",
  CHECKPOINT: "A point in time: one due date.",
};

type Props = {
  // Create: the type is chosen here. Edit: it is fixed (the API refuses to change it).
  editing: boolean;
  phases: readonly Pick<Milestone, "id" | "name">[];
};

// The dialog's fields, shown as the chosen type needs them: a PHASE has no parent and no dates; an ITEM has a
// start and a due date; a CHECKPOINT only a due date.
export function MilestoneFields({ editing, phases }: Props) {
  const { control } = useFormContext<MilestoneFormValues>();
  const type = useWatch({ control, name: "milestoneType" });
  return (
    <div className="grid gap-5">
      {editing ? (
        <p className="text-sm">
          <span className="font-medium">Type:</span> {TYPE_LABEL[type]}{" "}
          <span className="text-muted-foreground">(a milestone&apos;s type cannot change)</span>
        </p>
      ) : (
        <Controller
          control={control}
          name="milestoneType"
          render={({ field }) => (
            <ChoiceGroup
              legend="Type"
              name="milestoneType"
              value={field.value}
              onChange={(v) => field.onChange(v as MilestoneType)}
              options={(["PHASE", "ITEM", "CHECKPOINT"] as const).map((t) => ({
                value: t,
                label: TYPE_LABEL[t],
                hint: TYPE_HINT[t],
                disabled: t !== "PHASE" && phases.length === 0,
              }))}
              note={
                phases.length === 0 ? "Add a phase first: items and checkpoints sit under one." : undefined
              }
            />
          )}
        />
      )}
      {type !== "PHASE" && <PhaseField phases={phases} />}
      <Field name="name" label="Name" required />
      {type !== "PHASE" && <DateFields type={type} />}
      <Controller
        control={control}
        name="status"
        render={({ field }) => (
          <ChoiceGroup
            legend="Status"
            name="status"
            value={field.value}
            onChange={field.onChange}
            options={[
              { value: "OPEN", label: "Open" },
              { value: "COMPLETED", label: "Completed" },
            ]}
            inline
          />
        )}
      />
      <Field name="location" label="Location" />
      <ColorField />
      <Field name="description" label="Description" multiline />
    </div>
  );
}

function PhaseField({ phases }: Pick<Props, "phases">) {
  const { control, getFieldState, formState } = useFormContext<MilestoneFormValues>();
  const error = getFieldState("parentMilestoneId", formState).error?.message;
  return (
    <FormField label="Phase" required error={error}>
      {(p) => (
        <Controller
          control={control}
          name="parentMilestoneId"
          render={({ field }) => (
            <ReferenceSelect
              {...p}
              value={field.value}
              onChange={(id) => field.onChange(id)}
              onBlur={field.onBlur}
              ref={field.ref}
              options={phases.map((ph) => ({ id: Number(ph.id), name: ph.name }))}
              loading={false}
              placeholder="Choose a phase"
              currentLabel={field.value === "" ? undefined : `Milestone ${field.value} (not a phase here)`}
            />
          )}
        />
      )}
    </FormField>
  );
}

// Whole-day dates are calendar dates (<input type="date">); otherwise a date and time in the user's time zone.
function DateFields({ type }: { type: Exclude<MilestoneType, "PHASE"> }) {
  const { control, getValues, setValue, getFieldState, formState } = useFormContext<MilestoneFormValues>();
  const wholeDay = useWatch({ control, name: "wholeDay" });
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const inputType = wholeDay ? "date" : "datetime-local";
  const date = (name: "startDate" | "dueDate", label: string) => (
    <FormField
      label={wholeDay ? label : `${label} (date and time)`}
      required
      error={getFieldState(name, formState).error?.message}
    >
      {(p) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            // Keyed by type: a browser empties a date input's value that does not fit its new type.
            <Input key={inputType} {...p} {...field} type={inputType} className="w-fit" />
          )}
        />
      )}
    </FormField>
  );
  return (
    <div className="grid gap-4">
      <FormField
        label="Whole day"
        description={
          wholeDay
            ? "Dates without a time of day: everyone sees the same calendar dates."
            : `Dates with a time of day, in your time zone (${zone}).`
        }
      >
        {(p) => (
          <Controller
            control={control}
            name="wholeDay"
            render={({ field }) => (
              <Switch
                {...p}
                ref={field.ref}
                checked={field.value}
                onBlur={field.onBlur}
                onCheckedChange={(on) => {
                  field.onChange(on);
                  // The same calendar days, with or without a time of day.
                  const next = switchWholeDay(getValues(), on);
                  setValue("startDate", next.startDate, { shouldDirty: true });
                  setValue("dueDate", next.dueDate, { shouldDirty: true });
                }}
              />
            )}
          />
        )}
      </FormField>
      <div className="flex flex-wrap gap-4">
        {type === "ITEM" && date("startDate", "Start date")}
        {date("dueDate", "Due date")}
      </div>
    </div>
  );
}
