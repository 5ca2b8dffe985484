import { leadName } from "@/components/leads/lead-name";
import { SchedulePage, scheduleMetadata, type LoadParent } from "../../../schedule-page";
import { loadLead } from "../load-lead";

type Props = { params: Promise<{ leadId: string }> };

const load: LoadParent = async (rawId) => {
  const { lead } = await loadLead(rawId);
  return { id: lead.id, name: leadName(lead) };
};

export const generateMetadata = async ({ params }: Props) => scheduleMetadata(load, (await params).leadId);

// A lead's schedule: parentType "inquiry" on the wire.
export default async function LeadSchedulePage({ params }: Props) {
  return <SchedulePage parentType="inquiry" rawId={(await params).leadId} load={load} />;
}
