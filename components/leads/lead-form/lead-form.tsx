"use client";

import { useSuspenseQuery } from "@tanstack/react-query";
import { AddressFields } from "@/components/forms/address-fields";
import { lazyResolver } from "@/components/forms/lazy-resolver";
import { RecordForm } from "@/components/forms/record-form";
import type { RecordFormConfig } from "@/components/forms/use-record-form";
import { SectionCard } from "@/components/record/section-card";
import type { LeadCreateBody, LeadUpdateBody } from "@/lib/partner-api/contract";
import type { Lead } from "@/lib/partner-api/contract/reader";
import { leadKeys, leadOptions } from "@/lib/leads/queries";
import { leadName } from "../lead-name";
import {
  emptyLeadValues,
  leadFormPathOf,
  toLeadBody,
  toLeadFormValues,
  type LeadFormValues,
} from "./form-schema";
import { LeadFields } from "./lead-fields";

const config: RecordFormConfig<LeadFormValues, Lead, LeadCreateBody, LeadUpdateBody> = {
  // Saving invalidates leadKeys.all, so the board shows the change too.
  kind: {
    noun: "lead",
    list: { href: "/leads", label: "Leads" },
    api: "/api/leads",
    keys: leadKeys,
    nameOf: leadName,
  },
  resolver: lazyResolver(() => import("./form-zod").then((m) => m.leadResolver)),
  formPathOf: leadFormPathOf,
  toValues: toLeadFormValues,
  empty: emptyLeadValues,
  toCreateBody: (values) => toLeadBody(values, "create"),
  toUpdateBody: (values) => toLeadBody(values, "edit"),
};

export type LeadFormProps = { mode: "create" } | { mode: "edit"; leadId: number };

// Create and edit share one form; edit reads the lead the page prefetched.
export function LeadForm(props: LeadFormProps) {
  return props.mode === "edit" ? <EditLeadForm leadId={props.leadId} /> : <LeadFormView />;
}

function EditLeadForm({ leadId }: { leadId: number }) {
  const { data } = useSuspenseQuery(leadOptions(leadId));
  return <LeadFormView lead={data} />;
}

function LeadFormView({ lead }: { lead?: Lead }) {
  return (
    <RecordForm config={config} record={lead}>
      <SectionCard title="Lead" description="Every field is optional; an address needs a name.">
        <LeadFields mode={lead ? "edit" : "create"} client={lead?.client} />
      </SectionCard>
      <SectionCard title="Addresses">
        <AddressFields />
      </SectionCard>
    </RecordForm>
  );
}
