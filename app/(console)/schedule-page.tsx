import "server-only";
import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { ScheduleView } from "@/components/schedule/schedule-view";
import { currentUser } from "@/lib/auth/current";
import type { MilestoneParentType } from "@/lib/partner-api/contract";
import { readPathId } from "@/lib/partner-api/contract/reader";
import { scheduleOptions } from "@/lib/schedule/queries";
import { getQueryClient } from "@/lib/query-client";
import { parentKind } from "@/lib/schedule/parent-kinds";
import { fetchSchedule } from "@/lib/schedule/server";

// The schedule page of a project or a lead: the two differ only in the parent type and how the parent is loaded
// (its loader 404s on an unknown id, as load-record.ts does for every detail page).
export type LoadParent = (rawId: string) => Promise<{ id: number; name: string }>;

export async function scheduleMetadata(load: LoadParent, rawId: string): Promise<Metadata> {
  return { title: `Schedule — ${(await load(rawId)).name}` };
}

// Every milestone of the parent, fetched beside the parent itself. A failed schedule fetch does not fail the
// page: the browser asks again and offers a retry.
async function prefetchSchedule(parentType: MilestoneParentType, rawId: string) {
  const id = readPathId.safeParse(rawId);
  const user = await currentUser();
  if (!id.success || !user) return undefined;
  return fetchSchedule(user, parentType, id.data).catch(() => undefined);
}

export async function SchedulePage(props: {
  parentType: MilestoneParentType;
  rawId: string;
  load: LoadParent;
}) {
  const { parentType, rawId, load } = props;
  const [parent, milestones] = await Promise.all([load(rawId), prefetchSchedule(parentType, rawId)]);
  const qc = getQueryClient();
  if (milestones) qc.setQueryData(scheduleOptions(parentType, parent.id).queryKey, milestones);
  return (
    <HydrationBoundary state={dehydrate(qc)}>
      <ScheduleView
        parent={{ parentType, parentId: parent.id }}
        parentName={parent.name}
        parentHref={`/${parentKind(parentType).path}/${parent.id}`}
      />
    </HydrationBoundary>
  );
}
