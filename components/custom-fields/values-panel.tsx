"use client";

import { useQuery, type QueryKey } from "@tanstack/react-query";
import { Pencil } from "lucide-react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useState } from "react";
import { DetailItem, DetailList } from "@/components/record/detail-list";
import { useShell } from "@/components/shell/environment-context";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { can } from "@/lib/auth/permissions";
import { key, valuesOf } from "@/lib/custom-fields/values";
import type { CustomField, CustomFieldEntry } from "@/lib/partner-api/contract/reader";
import { definitionsOfTypeOptions } from "@/lib/custom-fields/queries";
import { ValueDisplay } from "./value-display";

// The editing form (react-hook-form, the value controls) loads when editing starts, not with the record.
const ValuesForm = dynamic(() => import("./values-form"), { ssr: false });

export type Props = {
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
