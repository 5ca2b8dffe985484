import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { refusedTo } from "@/lib/auth/refused";
import { leadName } from "@/components/leads/lead-name";
import { LeadForm } from "@/components/leads/lead-form/lead-form";
import { currentUser } from "@/lib/auth/current";
import { can } from "@/lib/auth/permissions";
import { loadLead, prefetchLead } from "../load-lead";

type Props = { params: Promise<{ leadId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lead } = await loadLead((await params).leadId);
  return { title: `Edit ${leadName(lead)}` };
}

export default async function EditLeadPage({ params }: Props) {
  const { leadId } = await params;
  // The API refuses the write anyway; a role that may not edit is not offered the form.
  if (!can((await currentUser())?.role, "records:write"))
    redirect(refusedTo(`/leads/${encodeURIComponent(leadId)}`, "edit-lead"));
  const { lead, state } = await prefetchLead(leadId);
  return (
    <HydrationBoundary state={state}>
      <LeadForm mode="edit" leadId={lead.id} />
    </HydrationBoundary>
  );
}
