"use client";

import { useSuspenseQuery } from "@tanstack/react-query";
import { AddressFields } from "@/components/forms/address-fields";
import { lazyResolver } from "@/components/forms/lazy-resolver";
import { RecordForm } from "@/components/forms/record-form";
import type { RecordFormConfig } from "@/components/forms/use-record-form";
import { SectionCard } from "@/components/record/section-card";
import type { ProjectCreateBody, ProjectUpdateBody } from "@/lib/partner-api/contract";
import type { Project } from "@/lib/partner-api/contract/reader";
import { projectKeys, projectOptions } from "@/lib/projects/queries";
import { DetailsFields } from "./details-fields";
import {
  emptyProjectValues,
  projectFormPathOf,
  toFormValues,
  toProjectBody,
  type ProjectFormValues,
} from "./form-schema";

const config: RecordFormConfig<ProjectFormValues, Project, ProjectCreateBody, ProjectUpdateBody> = {
  kind: {
    noun: "project",
    list: { href: "/projects", label: "Projects" },
    api: "/api/projects",
    keys: projectKeys,
    nameOf: (p) => p.name,
  },
  resolver: lazyResolver(() => import("./form-zod").then((m) => m.projectResolver)),
  formPathOf: projectFormPathOf,
  toValues: toFormValues,
  empty: emptyProjectValues,
  toCreateBody: (values) => toProjectBody(values, "create"),
  toUpdateBody: (values) => toProjectBody(values, "edit"),
};

export type ProjectFormProps = { mode: "create" } | { mode: "edit"; projectId: number };

// Create and edit share one form; edit reads the project the page prefetched.
export function ProjectForm(props: ProjectFormProps) {
  return props.mode === "edit" ? <EditProjectForm projectId={props.projectId} /> : <ProjectFormView />;
}

function EditProjectForm({ projectId }: { projectId: number }) {
  const { data } = useSuspenseQuery(projectOptions(projectId));
  return <ProjectFormView project={data} />;
}

function ProjectFormView({ project }: { project?: Project }) {
  return (
    <RecordForm config={config} record={project}>
      <SectionCard title="Project" description="Fields marked * are required.">
        <DetailsFields
          mode={project ? "edit" : "create"}
          statusName={project?.status?.name}
          client={project?.client}
        />
      </SectionCard>
      <SectionCard title="Addresses">
        <AddressFields />
      </SectionCard>
    </RecordForm>
  );
}
