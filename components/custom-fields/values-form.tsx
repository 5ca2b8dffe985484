"use client";

import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { DetailItem, DetailList } from "@/components/record/detail-list";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { ApiRequestError, apiFetch } from "@/lib/api-client";
import {
  changedEntries,
  fieldOfErrorPath,
  key,
  typedValueError,
  typedValuesOf,
} from "@/lib/custom-fields/values";
import { isKnownCustomFieldType } from "@/lib/partner-api/contract/values";
import type { CustomField, CustomFieldEntry } from "@/lib/partner-api/contract/reader";
import { ValueControl } from "./value-control";
import { ValueDisplay } from "./value-display";

// The custom fields panel's editing form, loaded when editing starts (./values-panel.tsx).
type Body = { entityType: string; entityId: number; customFieldEntries: unknown[] };

export default function ValuesForm({
  entityType,
  entityId,
  entries,
  recordKey,
  fields,
  onDone,
}: {
  entityType: "Project" | "Lead";
  entityId: number;
  entries: CustomFieldEntry[];
  recordKey: QueryKey;
  fields: CustomField[];
  onDone: () => void;
}) {
  const qc = useQueryClient();
  const form = useForm<Record<string, string>>({ defaultValues: typedValuesOf(fields, entries) });
  const [formError, setFormError] = useState<string>();
  const save = useMutation({
    mutationFn: (body: Body) => apiFetch("/api/custom-field-entries", { method: "PATCH", json: body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: recordKey }),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    const { writes, fieldIds } = changedEntries(fields, entries, values);
    if (writes.length === 0) return onDone();
    try {
      await save.mutateAsync({ entityType, entityId, customFieldEntries: writes });
      toast.success("Custom fields saved.");
      onDone();
    } catch (err) {
      const details = err instanceof ApiRequestError ? err.details : [];
      const rest: string[] = [];
      details.forEach((d, i) => {
        const fieldId = fieldOfErrorPath(d.path, fieldIds);
        if (fieldId === undefined) return rest.push(d.message);
        form.setError(key(fieldId), { type: "server", message: d.message }, { shouldFocus: i === 0 });
      });
      if (details.length === 0 || rest.length)
        setFormError(
          rest.join(" ") || (err instanceof Error ? err.message : "The values could not be saved."),
        );
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Edit custom fields">
      {fields.map((f) =>
        !isKnownCustomFieldType(f.type) ? (
          <ReadOnlyValue key={f.id} field={f} value={form.getValues(key(f.id)) ?? ""} />
        ) : (
          <Controller
            key={f.id}
            control={form.control}
            name={key(f.id)}
            rules={{ validate: (v) => typedValueError(f, v ?? "") ?? true }}
            render={({ field, fieldState }) => (
              <ValueControl
                field={f}
                value={field.value ?? ""}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
        ),
      )}
      {formError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {formError}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving…" : "Save custom fields"}
        </Button>
      </div>
    </form>
  );
}

// A field of a type the console does not know: its raw value, read-only, saying why it cannot be edited here.
function ReadOnlyValue({ field, value }: { field: CustomField; value: string }) {
  return (
    <DetailList>
      <DetailItem label={field.name}>
        <ValueDisplay field={field} value={value} />
        <p className="text-xs text-muted-foreground">
          Type “{field.type}” is not known to the console: shown as stored, not editable here.
        </p>
      </DetailItem>
    </DetailList>
  );
}
