"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import type { Project, ProjectCreateBody, ProjectUpdateBody } from "@/lib/partner-api/contract";
import { projectKeys } from "@/lib/queries/projects";

// Creates (no id) or updates a project; the caller handles errors, since field errors belong in the form.
export function useSaveProject(projectId: number | undefined) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: ProjectCreateBody | ProjectUpdateBody) => {
      const res =
        projectId === undefined
          ? await apiFetch<{ data: Project }>("/api/projects", { method: "POST", json: body })
          : await apiFetch<{ data: Project }>(`/api/projects/${projectId}`, { method: "PATCH", json: body });
      return res.data;
    },
    onSuccess: (project) => {
      // The detail page shows the saved project at once; every list refetches by prefix.
      qc.setQueryData(projectKeys.detail(project.id), project);
      void qc.invalidateQueries({ queryKey: projectKeys.all });
    },
  });
}
