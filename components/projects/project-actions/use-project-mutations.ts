"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import type { ProjectUpdateBody } from "@/lib/partner-api/contract";
import type { Project } from "@/lib/partner-api/contract/reader";
import { projectKeys } from "@/lib/projects/queries";

export function useUpdateProject(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: ProjectUpdateBody) =>
      (await apiFetch<{ data: Project }>(`/api/projects/${id}`, { method: "PATCH", json: body })).data,
    onSuccess: (project) => {
      // Show the answer at once; the prefix invalidation then refreshes every list the change may move it in.
      qc.setQueryData(projectKeys.detail(id), project);
      void qc.invalidateQueries({ queryKey: projectKeys.all });
    },
  });
}

export function useDeleteProject(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<{ deleted: boolean }>(`/api/projects/${id}`, { method: "DELETE" }),
    // Mark everything stale without refetching now: an immediate refetch of the still-mounted detail would 404
    // before the navigation away finishes; lists refetch when they mount.
    onSuccess: () => qc.invalidateQueries({ queryKey: projectKeys.all, refetchType: "none" }),
  });
}
