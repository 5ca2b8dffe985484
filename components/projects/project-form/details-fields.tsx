"use client";

import { useQuery } from "@tanstack/react-query";
import { Controller, useFormContext } from "react-hook-form";
import { ReferenceSelectField } from "@/components/forms/reference-select-field";
import { BudgetField, TextField } from "@/components/forms/text-field";
import type { FormMode } from "@/components/forms/to-body";
import { ClientField } from "@/components/record-index/client-field";
import { PickerField } from "@/components/record-index/picker-field";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { statusOptions, typeOptions } from "@/lib/projects/queries";
import type { ProjectFormValues } from "./form-schema";

type Props = { mode: FormMode; statusName?: string; client?: { id: number; name: string } | null };

const Field = TextField<ProjectFormValues>;
const Select = ReferenceSelectField<ProjectFormValues>;

// The project's own fields; statusName labels the current status until the status list arrives, client names
// the saved client in its picker.
export function DetailsFields({ mode, statusName, client }: Props) {
  const { control, getValues, setValue } = useFormContext<ProjectFormValues>();
  const statuses = useQuery(statusOptions());
  const types = useQuery(typeOptions());

  return (
    <div className="grid items-start gap-5 md:grid-cols-2">
      <Field name="name" label="Name" required className="md:col-span-2" />
      <ClientField<ProjectFormValues> current={client} />
      <PickerField<ProjectFormValues>
        name="ownerId"
        label="Owner"
        noun="owner"
        source="owners"
        description="Type part of the owner's name, or their user id."
      />
      <Select
        name="statusId"
        label="Status"
        description={mode === "create" ? "Left unset, the account's default status applies." : undefined}
        list={statuses}
        placeholder="Choose a status"
        noneLabel={mode === "create" ? "Account default" : undefined}
        currentLabel={statusName}
      />
      <BudgetField />
      <Select
        name="projectType"
        label="Type"
        list={types}
        placeholder="No type"
        noneLabel="No type"
        onChosen={(name) => {
          // Choosing a type names it, unless the user already wrote a name of their own.
          if (name && getValues("projectTypeName").trim() === "")
            setValue("projectTypeName", name, { shouldDirty: true, shouldValidate: true });
        }}
      />
      <Field
        name="projectTypeName"
        label="Type's display name"
        description="The name shown for the project's type; filled in when you choose a type above."
      />
      <Field name="notes" label="Notes" multiline className="md:col-span-2" />
      <Controller
        control={control}
        name="archived"
        render={({ field }) => (
          <div className="flex items-start gap-3 md:col-span-2">
            <Checkbox
              id="project-archived"
              ref={field.ref}
              checked={field.value}
              onCheckedChange={(c) => field.onChange(c === true)}
              onBlur={field.onBlur}
              aria-describedby="project-archived-description"
              className="mt-0.5"
            />
            <div className="grid gap-1.5">
              <Label htmlFor="project-archived">Archived</Label>
              <p id="project-archived-description" className="text-sm text-muted-foreground">
                Archived projects are hidden from active views; nothing is deleted.
              </p>
            </div>
          </div>
        )}
      />
    </div>
  );
}
