import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { Info } from "lucide-react";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { DefinitionsTable } from "@/components/custom-fields/definitions-table/definitions-table";
import { currentUser } from "@/lib/auth/current";
import { parseDefinitionFilters, toApiFilters } from "@/lib/custom-fields/filters";
import { definitionListOptions } from "@/lib/custom-fields/queries";
import { definitionReads } from "@/lib/custom-fields/server";
import { partnerApi } from "@/lib/partner-api";
import { getQueryClient } from "@/lib/query-client";

export const metadata: Metadata = { title: "Custom fields" };

// The definitions are prefetched on the server with the query the client uses (its server fetcher), so the table renders at once.
export default async function CustomFieldsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await currentUser();
  if (!user) redirect("/sign-in");
  const filters = toApiFilters(parseDefinitionFilters(await searchParams));
  const qc = getQueryClient();
  await qc.prefetchQuery(definitionListOptions(filters, definitionReads(partnerApi(user.environment))));
  return (
    <>
      <h1 id="custom-fields-heading" className="mb-2 text-2xl font-semibold">
        Custom fields
      </h1>
      <p className="mb-4 flex max-w-prose items-start gap-2 text-sm text-muted-foreground">
        <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
        The Partner API can create definitions but offers no way to edit or delete one, so choose names and
        options with care. Values are set on each project&apos;s and lead&apos;s page.
      </p>
      <HydrationBoundary state={dehydrate(qc)}>
        <DefinitionsTable />
      </HydrationBoundary>
    </>
  );
}
