"use client";

import { useMutation, useQuery, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { Pencil } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { DetailItem, DetailList } from "@/components/record/detail-list";
import { useShell } from "@/components/shell/environment-context";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ApiRequestError, apiFetch } from "@/lib/api-client";
import { can } from "@/lib/auth/permissions";
import { changedEntries, fieldOfErrorPath, key, valueError, valuesOf } from "@/lib/custom-fields/values";
import { isKnownCustomFieldType } from "@/lib/partner-api/contract/values";
import type { CustomField, CustomFieldEntry } from "@/lib/partner-api/contract/reader";
import { definitionsOfTypeOptions } from "@/lib/queries/custom-fields";
import { ValueControl } from "./value-control";
import { ValueDisplay } from "./value-display";

type Props = {
  entityType: "Project" | "Lead";
  entityId: number;
  entries: CustomFieldEntry[];
  // The record's query: refetched after a save, since the API answers with only the last entry written.
  recordKey: QueryKey;
};

// Every definition of the record's entity type with its value; roles that may write edit them in place.
export function CustomFieldsPanel({ entityType, entityId, entries, recordKey }: Props) {
  const { role } = useShell();
  const defs = useQuery(definitionsOfTypeOptions(entityType));
  const [editing, setEditing] = useState(false);
  const fields = defs.data ?? [];
  const canEdit = can(role, "records:write") && fields.length > 0;
  return (
    <Card className="gap-4" aria-labelledby="custom-fields-panel-title" role="region">
      <CardHeader>
        <CardTitle asChild>
          <h2 id="custom-fields-panel-title">Custom fields</h2>
        </CardTitle>
        {canEdit && !editing && (
          <CardAction>
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              <Pencil aria-hidden className="size-4" />
              Edit custom fields
            </Button>
          </CardAction>
        )}
      </CardHeader>
      <CardContent>
        {defs.isPending ? (
          <p className="text-sm text-muted-foreground">Loading custom fields…</p>
        ) : defs.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Custom fields could not be loaded: {defs.error.message}
          </p>
        ) : fields.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No custom fields are defined for {entityType === "Lead" ? "leads" : "projects"}.{" "}
            <Link
              href={`/custom-fields?type=${entityType}`}
              className="text-primary underline-offset-4 hover:underline"
            >
              Custom fields
            </Link>
          </p>
        ) : editing ? (
          <ValuesForm
            {...{ entityType, entityId, entries, recordKey, fields }}
            onDone={() => setEditing(false)}
          />
        ) : (
          <ValuesList fields={fields} entries={entries} />
        )}
      </CardContent>
    </Card>
  );
}

function ValuesList({ fields, entries }: { fields: CustomField[]; entries: CustomFieldEntry[] }) {
  const values = valuesOf(fields, entries);
  return (
    <DetailList>
      {fields.map((f) => (
        <DetailItem key={f.id} label={f.name}>
          <ValueDisplay field={f} value={values[key(f.id)] ?? ""} />
        </DetailItem>
      ))}
    </DetailList>
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

type Body = { entityType: string; entityId: number; customFieldEntries: unknown[] };

function ValuesForm({
  entityType,
  entityId,
  entries,
  recordKey,
  fields,
  onDone,
}: Omit<Props, "entries"> & { entries: CustomFieldEntry[]; fields: CustomField[]; onDone: () => void }) {
  const qc = useQueryClient();
  const form = useForm<Record<string, string>>({ defaultValues: valuesOf(fields, entries) });
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
            rules={{ validate: (v) => valueError(f, v ?? "") ?? true }}
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
