import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { leadName } from "@/components/leads/lead-name";
import { ScheduleView } from "@/components/schedule/schedule-view";
import { currentUser } from "@/lib/auth/current";
import { readPathId } from "@/lib/partner-api/contract/reader";
import { scheduleOptions } from "@/lib/queries/milestones";
import { getQueryClient } from "@/lib/queries/query-client";
import { fetchSchedule } from "@/lib/schedule/server";
import { loadLead } from "../load-lead";

type Props = { params: Promise<{ leadId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lead } = await loadLead((await params).leadId);
  return { title: `Schedule — ${leadName(lead)}` };
}

// Every milestone of the lead (parentType "inquiry" on the wire), fetched beside the lead itself. A failed
// schedule fetch does not fail the page: the browser asks again and offers a retry. An unknown lead is a 404.
async function prefetchSchedule(rawId: string) {
  const id = readPathId.safeParse(rawId);
  const user = await currentUser();
  if (!id.success || !user) return undefined;
  return fetchSchedule(user, "inquiry", id.data).catch(() => undefined);
}

export default async function LeadSchedulePage({ params }: Props) {
  const rawId = (await params).leadId;
  const [{ lead }, milestones] = await Promise.all([loadLead(rawId), prefetchSchedule(rawId)]);
  const qc = getQueryClient();
  if (milestones) qc.setQueryData(scheduleOptions("inquiry", lead.id).queryKey, milestones);
  return (
    <HydrationBoundary state={dehydrate(qc)}>
      <ScheduleView
        parent={{ parentType: "inquiry", parentId: lead.id }}
        parentName={leadName(lead)}
        parentHref={`/leads/${lead.id}`}
      />
    </HydrationBoundary>
  );
}
