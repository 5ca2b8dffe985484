import type { Metadata } from "next";
import { RequestFilterForm } from "@/components/workbench/request-filter-form";
import { RequestTable } from "@/components/workbench/request-table";
import { workbenchCall } from "@/lib/workbench/client";
import { requestFilters, requestsPath } from "@/lib/workbench/inspect-schemas";
import type { RequestPage } from "@/lib/workbench/inspect-types";
import { sandboxUser } from "@/lib/workbench/sandbox-only";

export const metadata: Metadata = { title: "Request inspector" };

// Every partner-API request the sandbox answered for this company, newest first, filtered by the URL.
export default async function RequestsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await sandboxUser();
  const raw = Object.fromEntries(
    Object.entries(await searchParams).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]),
  );
  const filters = requestFilters.parse(raw);
  const page = await workbenchCall<RequestPage>(user.environment, "GET", requestsPath(filters));
  return (
    <>
      <h1 className="mb-1 text-2xl font-semibold">Request inspector</h1>
      <p className="mb-4 max-w-prose text-sm text-muted-foreground">
        Every request to the sandbox&apos;s Partner API, by any of this company&apos;s clients: the newest
        first. Tokens show only their last 4 characters; secrets are never kept.
      </p>
      <RequestFilterForm filters={filters} />
      <RequestTable page={page} filters={filters} />
    </>
  );
}
