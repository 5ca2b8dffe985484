import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { refusedTo } from "@/lib/auth/refused";
import { ProjectForm } from "@/components/projects/project-form/project-form";
import { currentUser } from "@/lib/auth/current";
import { can } from "@/lib/auth/permissions";
import { loadProject, prefetchProject } from "../load-project";

type Props = { params: Promise<{ projectId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { project } = await loadProject((await params).projectId);
  return { title: `Edit ${project.name}` };
}

export default async function EditProjectPage({ params }: Props) {
  const { projectId } = await params;
  // The API refuses the write anyway; a role that may not edit is not offered the form.
  if (!can((await currentUser())?.role, "records:write"))
    redirect(refusedTo(`/projects/${encodeURIComponent(projectId)}`, "edit-project"));
  const { project, state } = await prefetchProject(projectId);
  return (
    <HydrationBoundary state={state}>
      <ProjectForm mode="edit" projectId={project.id} />
    </HydrationBoundary>
  );
}
