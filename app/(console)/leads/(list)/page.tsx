import { Suspense } from "react";
import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { RememberList } from "@/components/url-state/back-to-list";
import { redirect } from "next/navigation";
import { LeadsPage } from "@/components/leads/leads-page";
import { currentUser } from "@/lib/auth/current";
import { parseBoardState } from "@/lib/leads/board-filters";
import { fetchLeadColumn, fetchLeadPhases } from "@/lib/leads/server";
import { COLUMN_PAGE, leadKeys } from "@/lib/queries/leads";
import { getQueryClient } from "@/lib/queries/query-client";

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
  const { view, contactId } = parseBoardState(await searchParams);
  const qc = getQueryClient();
  await qc.prefetchQuery({ queryKey: leadKeys.phases, queryFn: () => fetchLeadPhases(user) });
  const phases = qc.getQueryData<{ id: number }[]>(leadKeys.phases);
  if (view === "board" && phases)
    await Promise.all(
      phases.map(({ id: phaseId }) =>
        qc.prefetchInfiniteQuery({
          queryKey: leadKeys.column(phaseId, contactId),
          initialPageParam: 0,
          queryFn: () => fetchLeadColumn(user, { phaseId, contactId, limit: COLUMN_PAGE }),
        }),
      ),
    );
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">Leads</h1>
      <Suspense>
        <RememberList />
      </Suspense>
      <HydrationBoundary state={dehydrate(qc)}>
        <LeadsPage />
      </HydrationBoundary>
    </>
  );
}
