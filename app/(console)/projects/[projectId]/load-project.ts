import "server-only";
import { dehydrate } from "@tanstack/react-query";
import { notFound, redirect } from "next/navigation";
import { cache } from "react";
import { currentUser } from "@/lib/auth/current";
import { isPartnerApiError } from "@/lib/partner-api";
import { pathId } from "@/lib/partner-api/contract";
import { fetchProject } from "@/lib/projects/server";
import { projectOptions } from "@/lib/queries/projects";
import { getQueryClient } from "@/lib/queries/query-client";

// One upstream fetch per request, shared by generateMetadata and the page (React's per-request cache).
export const loadProject = cache(async (rawId: string) => {
  const parsed = pathId.safeParse(rawId);
  if (!parsed.success) notFound();
  const user = await currentUser();
  if (!user) redirect("/sign-in");
  try {
    return { user, project: await fetchProject(user, parsed.data) };
  } catch (err) {
    if (isPartnerApiError(err) && err.status === 404) notFound();
    throw err;
  }
});

// The page's client components read the project with the same query options, so they start from this data.
export async function prefetchProject(rawId: string) {
  const { user, project } = await loadProject(rawId);
  const qc = getQueryClient();
  qc.setQueryData(projectOptions(project.id).queryKey, project);
  return { user, project, state: dehydrate(qc) };
}
