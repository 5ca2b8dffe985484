"use client";

import type { FieldValues } from "react-hook-form";
import { PickerField } from "./picker-field";

// The client of a project or a lead, picked by name (or email, or contact id) from the record index.
export function ClientField<V extends FieldValues & { contactId: string }>({
  current,
}: {
  current?: { id: number; name: string } | null;
}) {
  return (
    <PickerField<V>
      name={"contactId" as never}
      label="Client"
      noun="client"
      source="clients"
      description="Type part of the client's name, email or contact id."
      current={current}
    />
  );
}
