"use client";

import { DeleteRecordAction } from "@/components/record/delete-record-action";
import type { Lead } from "@/lib/partner-api/contract/reader";
import { leadName } from "../lead-name";
import { useDeleteLead } from "./use-lead-mutations";

export function DeleteAction({ lead }: { lead: Pick<Lead, "id" | "name"> }) {
  return (
    <DeleteRecordAction
      name={leadName(lead)}
      noun="lead"
      what="the lead with its addresses, custom field values and schedule"
      instead="to take a lead out of the pipeline instead, retire it"
      mutation={useDeleteLead(lead.id)}
      afterHref="/leads"
    />
  );
}
