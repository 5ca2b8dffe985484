"use client";

import { useQuery } from "@tanstack/react-query";
import { ReferenceSelectField } from "@/components/forms/reference-select-field";
import { BudgetField, TextField } from "@/components/forms/text-field";
import type { FormMode } from "@/components/forms/to-body";
import { ClientField } from "@/components/record-index/client-field";
import { leadPhasesOptions } from "@/lib/leads/queries";
import type { LeadFormValues } from "./form-schema";

const Field = TextField<LeadFormValues>;

// The lead's own fields. The starting phase is offered on create only: afterwards the phase moves through the
// detail page's phase control, never through an edit.
export function LeadFields({
  mode,
  client,
}: {
  mode: FormMode;
  client?: { id: number; name: string } | null;
}) {
  return (
    <div className="grid items-start gap-5 md:grid-cols-2">
      <Field name="name" label="Name" className="md:col-span-2" />
      <ClientField<LeadFormValues> current={client} />
      <BudgetField />
      <Field name="type" label="Type" description="The kind of job, e.g. Kitchen Remodel." />
      <Field
        name="serviceTypeId"
        label="Service type number"
        inputMode="numeric"
        description="The number of one of your account's service types (the API does not list their names)."
      />
      <Field name="source" label="Source" description="Where the lead came from." />
      <Field name="sourceCode" label="Source code" inputMode="numeric" />
      <Field name="expectedStartDate" label="Expected start date" type="date" />
      {mode === "create" && <StartingPhaseField />}
      <Field name="description" label="Description" multiline className="md:col-span-2" />
    </div>
  );
}

function StartingPhaseField() {
  const phases = useQuery(leadPhasesOptions());
  return (
    <ReferenceSelectField<LeadFormValues>
      name="phaseId"
      label="Starting phase"
      description="Left as is, the company's default phase applies."
      list={phases}
      placeholder="Choose a phase"
      noneLabel="Company default"
    />
  );
}
