import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { RememberListPage } from "@/components/url-state/remember-list";
import { redirect } from "next/navigation";
import { ProjectsTable } from "@/components/projects/projects-table/projects-table";
import { currentUser } from "@/lib/auth/current";
import { parseProjectFilters, toApiFilters } from "@/lib/projects/filters";
import { partnerApi } from "@/lib/partner-api";
import { projectListOptions } from "@/lib/projects/queries";
import { projectReads } from "@/lib/projects/server";
import { getQueryClient } from "@/lib/query-client";

export const metadata: Metadata = { title: "Projects" };

// The list is prefetched on the server with the query the client uses (its server fetcher), so it renders without a spinner.
export default async function ProjectsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await currentUser();
  if (!user) redirect("/sign-in");
  const query = await searchParams;
  const state = parseProjectFilters(query);
  const filters = toApiFilters(state);
  const qc = getQueryClient();
  // An order across every page is read from the record index by the table; the API's page is not wanted then.
  if (!state.sort && !state.q)
    await qc.prefetchQuery(projectListOptions(filters, projectReads(partnerApi(user.environment))));
  return (
    <>
      <h1 id="projects-heading" className="mb-4 text-2xl font-semibold">
        Projects
      </h1>
      <RememberListPage path="/projects" searchParams={query} />
      <HydrationBoundary state={dehydrate(qc)}>
        <ProjectsTable />
      </HydrationBoundary>
    </>
  );
}
