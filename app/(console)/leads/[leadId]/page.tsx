import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { LeadDetail } from "@/components/leads/lead-detail";
import { leadName } from "@/components/leads/lead-name";
import { loadLead, prefetchLead } from "./load-lead";

type Props = { params: Promise<{ leadId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lead } = await loadLead((await params).leadId);
  return { title: leadName(lead) };
}

export default async function LeadPage({ params }: Props) {
  const { lead, state } = await prefetchLead((await params).leadId, { phases: true });
  return (
    <HydrationBoundary state={state}>
      <LeadDetail leadId={lead.id} />
    </HydrationBoundary>
  );
}
