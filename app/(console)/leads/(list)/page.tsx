import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { RememberListPage } from "@/components/url-state/remember-list";
import { redirect } from "next/navigation";
import { LeadsPage } from "@/components/leads/leads-page";
import { currentUser } from "@/lib/auth/current";
import { parseBoardState } from "@/lib/leads/board-filters";
import { leadColumnOptions, leadPhasesOptions } from "@/lib/leads/queries";
import { leadReads } from "@/lib/leads/server";
import { partnerApi } from "@/lib/partner-api";
import { getQueryClient } from "@/lib/query-client";

export const metadata: Metadata = { title: "Leads" };

// The phases and each column's first page come with the page, so the browser renders the board without asking the
// server again while it hydrates; a column whose page failed here loads it itself. Later pages load on scroll.
export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await currentUser();
  if (!user) redirect("/sign-in");
  const query = await searchParams;
  const { view, contactId } = parseBoardState(query);
  const qc = getQueryClient();
  const reads = leadReads(partnerApi(user.environment));
  await qc.prefetchQuery(leadPhasesOptions(reads));
  const phases = qc.getQueryData(leadPhasesOptions().queryKey);
  if (view === "board" && phases)
    await Promise.all(phases.map((p) => qc.prefetchInfiniteQuery(leadColumnOptions(p.id, contactId, reads))));
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">Leads</h1>
      <RememberListPage path="/leads" searchParams={query} />
      <HydrationBoundary state={dehydrate(qc)}>
        <LeadsPage />
      </HydrationBoundary>
    </>
  );
}
