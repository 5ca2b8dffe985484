"use client";

import { useQuery } from "@tanstack/react-query";
import { Controller, useFormContext } from "react-hook-form";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { statusOptions, typeOptions } from "@/lib/queries/projects";
import type { FormMode, ProjectFormValues } from "./form-schema";
import { ReferenceSelect } from "./reference-select";

type Props = { mode: FormMode; statusName?: string };

// The project's own fields; statusName labels the current status until the status list arrives.
export function DetailsFields({ mode, statusName }: Props) {
  const { register, control, getValues, setValue, formState } = useFormContext<ProjectFormValues>();
  const { errors } = formState;
  const statuses = useQuery(statusOptions());
  const types = useQuery(typeOptions());
  const listError =
    statuses.isError || types.isError
      ? "The list could not be loaded; reload the page to try again."
      : undefined;

  return (
    <div className="grid items-start gap-5 md:grid-cols-2">
      <FormField label="Name" required error={errors.name?.message} className="md:col-span-2">
        <Input {...register("name")} autoComplete="off" />
      </FormField>
      <FormField
        label="Client contact id"
        error={errors.contactId?.message}
        description="The contact id of the client."
      >
        <Input {...register("contactId")} inputMode="numeric" autoComplete="off" />
      </FormField>
      <FormField
        label="Owner id"
        error={errors.ownerId?.message}
        description="The user id of the project's owner."
      >
        <Input {...register("ownerId")} inputMode="numeric" autoComplete="off" />
      </FormField>
      <FormField
        label="Status"
        error={errors.statusId?.message ?? (statuses.isError ? listError : undefined)}
        description={mode === "create" ? "Left unset, the account's default status applies." : undefined}
      >
        {(p) => (
          <Controller
            control={control}
            name="statusId"
            render={({ field }) => (
              <ReferenceSelect
                {...p}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                options={statuses.data}
                loading={statuses.isPending}
                placeholder="Choose a status"
                noneLabel={mode === "create" ? "Account default" : undefined}
                currentLabel={statusName}
              />
            )}
          />
        )}
      </FormField>
      <FormField
        label="Budget"
        error={errors.budget?.message}
        description="In dollars, e.g. 12500 or 12,500.50."
      >
        <Input {...register("budget")} inputMode="decimal" autoComplete="off" />
      </FormField>
      <FormField label="Type" error={errors.projectType?.message ?? (types.isError ? listError : undefined)}>
        {(p) => (
          <Controller
            control={control}
            name="projectType"
            render={({ field }) => (
              <ReferenceSelect
                {...p}
                value={field.value}
                onChange={(id, name) => {
                  field.onChange(id);
                  // Choosing a type names it, unless the user already wrote a name of their own.
                  if (name && getValues("projectTypeName").trim() === "")
                    setValue("projectTypeName", name, { shouldDirty: true, shouldValidate: true });
                }}
                onBlur={field.onBlur}
                ref={field.ref}
                options={types.data}
                loading={types.isPending}
                placeholder="No type"
                noneLabel="No type"
              />
            )}
          />
        )}
      </FormField>
      <FormField
        label="Type name"
        error={errors.projectTypeName?.message}
        description="How the type is shown; filled in when you choose a type."
      >
        <Input {...register("projectTypeName")} autoComplete="off" />
      </FormField>
      <FormField label="Notes" error={errors.notes?.message} className="md:col-span-2">
        <Textarea {...register("notes")} rows={4} />
      </FormField>
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
