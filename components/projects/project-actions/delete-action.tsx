"use client";

import { DeleteRecordAction } from "@/components/record/delete-record-action";
import type { Project } from "@/lib/partner-api/contract/reader";
import { useDeleteProject } from "./use-project-mutations";

export function DeleteAction({ project }: { project: Pick<Project, "id" | "name"> }) {
  return (
    <DeleteRecordAction
      name={project.name}
      noun="project"
      what="the project with its addresses, custom field values and schedule"
      instead="to hide a project instead, archive it"
      mutation={useDeleteProject(project.id)}
      afterHref="/projects"
    />
  );
}
