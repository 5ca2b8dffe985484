import "server-only";
import { dehydrate } from "@tanstack/react-query";
import { cache } from "react";
import { projectOptions } from "@/lib/projects/queries";
import { projectReads } from "@/lib/projects/server";
import { loadRecord, pageQueryClient } from "../../load-record";

// One upstream fetch per request, shared by generateMetadata and the page (React's per-request cache).
export const loadProject = cache(async (rawId: string) => {
  const { user, record } = await loadRecord(rawId, (api, id) =>
    pageQueryClient().fetchQuery({ ...projectOptions(id, projectReads(api)), retry: false }),
  );
  return { user, project: record };
});

// The page's client components read the project with the same query options, so they start from this data.
export async function prefetchProject(rawId: string) {
  const { user, project } = await loadProject(rawId);
  return { user, project, state: dehydrate(pageQueryClient()) };
}
