"use client";

// The create dialog's form (react-hook-form, zod), loaded when the dialog first opens.

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Controller, useForm, useWatch, type FieldPath } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { ApiRequestError, apiFetch } from "@/lib/api-client";
import {
  definitionFormPath,
  definitionFormSchema,
  emptyDefinition,
  toCreateBody,
  type DefinitionFormValues,
} from "@/lib/custom-fields/definition-form";
import { entityTypeLabel } from "@/lib/custom-fields/values";
import type { CustomFieldCreateBody } from "@/lib/partner-api/contract";
import { customFieldTypes, entityTypes, type EntityType } from "@/lib/partner-api/contract/values";
import type { CustomField } from "@/lib/partner-api/contract/reader";
import { customFieldKeys } from "@/lib/custom-fields/queries";
import { OptionsEditor } from "./options-editor";
import { typeHelp } from "./type-help";

export default function DefinitionForm({
  defaultType,
  onDone,
}: {
  defaultType?: EntityType;
  onDone: () => void;
}) {
  const qc = useQueryClient();
  const form = useForm<DefinitionFormValues>({
    resolver: zodResolver(definitionFormSchema),
    defaultValues: emptyDefinition(defaultType),
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { register, control, handleSubmit, formState } = form;
  const [formError, setFormError] = useState<string>();
  const create = useMutation({
    mutationFn: (body: CustomFieldCreateBody) =>
      apiFetch<{ data: CustomField }>("/api/custom-fields", { method: "POST", json: body }),
    onSuccess: ({ data }) => {
      void qc.invalidateQueries({ queryKey: customFieldKeys.all });
      toast.success(`Custom field "${data.name}" created.`);
      onDone();
    },
  });
  const type = useWatch({ control, name: "type" });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await create.mutateAsync(toCreateBody(values));
    } catch (err) {
      if (!(err instanceof ApiRequestError)) return setFormError("The field could not be created.");
      if (err.code === "custom_field_name_taken")
        return form.setError("name", { type: "server", message: err.message }, { shouldFocus: true });
      const rest: string[] = [];
      err.details.forEach((d) => {
        const path = definitionFormPath(d.path) as FieldPath<DefinitionFormValues> | undefined;
        if (path) form.setError(path, { type: "server", message: d.message });
        else rest.push(d.message);
      });
      if (err.details.length === 0 || rest.length) setFormError(rest.join(" ") || err.message);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormField label="Name" required error={formState.errors.name?.message}>
        <Input autoComplete="off" {...register("name")} />
      </FormField>
      <Controller
        control={control}
        name="customableType"
        render={({ field }) => (
          <FormField label="Entity type" required>
            {(p) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger {...p} className="w-full">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {entityTypes.map((t) => (
                    <SelectItem key={t} value={t}>
                      {entityTypeLabel(t)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </FormField>
        )}
      />
      <Controller
        control={control}
        name="type"
        render={({ field }) => (
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">Type</legend>
            {customFieldTypes.map((t) => (
              <label
                key={t}
                className="flex cursor-pointer items-start gap-3 rounded-md border p-2 text-sm has-[:checked]:border-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
              >
                <input
                  type="radio"
                  name={field.name}
                  value={t}
                  checked={field.value === t}
                  onChange={() => field.onChange(t)}
                  className="mt-1 accent-primary"
                />
                <span>
                  <span className="font-medium">{typeHelp[t].label}</span>
                  <span className="block text-muted-foreground">{typeHelp[t].explain}</span>
                </span>
              </label>
            ))}
          </fieldset>
        )}
      />
      {type === "single_select" && (
        <OptionsEditor control={control} register={register} errors={formState.errors} />
      )}
      <FormField label="Description" error={formState.errors.description?.message}>
        <Textarea rows={2} {...register("description")} />
      </FormField>
      {formError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {formError}
        </p>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? "Creating…" : "Create field"}
        </Button>
      </DialogFooter>
    </form>
  );
}
