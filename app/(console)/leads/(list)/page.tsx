import { Suspense } from "react";
import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { RememberList } from "@/components/url-state/back-to-list";
import { redirect } from "next/navigation";
import { LeadsPage } from "@/components/leads/leads-page";
import { currentUser } from "@/lib/auth/current";
import { leadPhasesOptions } from "@/lib/leads/queries";
import { leadReads } from "@/lib/leads/server";
import { partnerApi } from "@/lib/partner-api";
import { getQueryClient } from "@/lib/query-client";

export const metadata: Metadata = { title: "Leads" };

// The phases come with the page; each column then loads its own leads, so columns appear as they arrive.
export default async function Page() {
  const user = await currentUser();
  if (!user) redirect("/sign-in");
  const qc = getQueryClient();
  await qc.prefetchQuery(leadPhasesOptions(leadReads(partnerApi(user.environment))));
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
