import "server-only";
import { dehydrate, HydrationBoundary, type QueryClient } from "@tanstack/react-query";
import type { Metadata } from "next";
import { ScheduleView } from "@/components/schedule/schedule-view";
import { currentUser } from "@/lib/auth/current";
import type { MilestoneParentType } from "@/lib/partner-api/contract";
import { readPathId } from "@/lib/partner-api/contract/reader";
import { partnerApi } from "@/lib/partner-api";
import { getQueryClient } from "@/lib/query-client";
import { parentKind } from "@/lib/schedule/parent-kinds";
import { scheduleOptions } from "@/lib/schedule/queries";
import { scheduleReads } from "@/lib/schedule/server";

// The schedule page of a project or a lead: the two differ only in the parent type and how the parent is loaded
// (its loader 404s on an unknown id, as load-record.ts does for every detail page).
export type LoadParent = (rawId: string) => Promise<{ id: number; name: string }>;

export async function scheduleMetadata(load: LoadParent, rawId: string): Promise<Metadata> {
  return { title: `Schedule — ${(await load(rawId)).name}` };
}

// Every milestone of the parent, fetched beside the parent itself with the browser's own query. A failed
// schedule fetch does not fail the page (dehydrate leaves it out): the browser asks again and offers a retry.
async function prefetchSchedule(qc: QueryClient, parentType: MilestoneParentType, rawId: string) {
  const id = readPathId.safeParse(rawId);
  const user = await currentUser();
  if (!id.success || !user) return;
  const reads = scheduleReads(partnerApi(user.environment));
  await qc.prefetchQuery({ ...scheduleOptions(parentType, id.data, reads), retry: false });
}

export async function SchedulePage(props: {
  parentType: MilestoneParentType;
  rawId: string;
  load: LoadParent;
}) {
  const { parentType, rawId, load } = props;
  const qc = getQueryClient();
  const [parent] = await Promise.all([load(rawId), prefetchSchedule(qc, parentType, rawId)]);
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
