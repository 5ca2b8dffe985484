import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { ScheduleView } from "@/components/schedule/schedule-view";
import { currentUser } from "@/lib/auth/current";
import { readPathId } from "@/lib/partner-api/contract/reader";
import { scheduleOptions } from "@/lib/queries/milestones";
import { getQueryClient } from "@/lib/queries/query-client";
import { fetchSchedule } from "@/lib/schedule/server";
import { loadProject } from "../load-project";

type Props = { params: Promise<{ projectId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { project } = await loadProject((await params).projectId);
  return { title: `Schedule — ${project.name}` };
}

// Every milestone of the project, fetched beside the project itself. A failed schedule fetch does not fail the
// page: the browser asks again and offers a retry. An unknown project is a 404 (loadProject).
async function prefetchSchedule(rawId: string) {
  const id = readPathId.safeParse(rawId);
  const user = await currentUser();
  if (!id.success || !user) return undefined;
  return fetchSchedule(user, "project", id.data).catch(() => undefined);
}

export default async function ProjectSchedulePage({ params }: Props) {
  const rawId = (await params).projectId;
  const [{ project }, milestones] = await Promise.all([loadProject(rawId), prefetchSchedule(rawId)]);
  const qc = getQueryClient();
  if (milestones) qc.setQueryData(scheduleOptions("project", project.id).queryKey, milestones);
  return (
    <HydrationBoundary state={dehydrate(qc)}>
      <ScheduleView
        parent={{ parentType: "project", parentId: project.id }}
        parentName={project.name}
        parentHref={`/projects/${project.id}`}
      />
    </HydrationBoundary>
  );
}
