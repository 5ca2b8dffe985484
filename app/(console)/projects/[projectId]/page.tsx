import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { ProjectDetail } from "@/components/projects/project-detail";
import { loadProject, prefetchProject } from "./load-project";

type Props = { params: Promise<{ projectId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { project } = await loadProject((await params).projectId);
  return { title: project.name };
}

export default async function ProjectPage({ params }: Props) {
  const { project, state } = await prefetchProject((await params).projectId);
  return (
    <HydrationBoundary state={state}>
      <ProjectDetail projectId={project.id} />
    </HydrationBoundary>
  );
}
