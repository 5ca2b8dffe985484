import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { FileCheck2, Plus, Search } from "lucide-react";
import type { Metadata } from "next";
import { RememberListPage } from "@/components/url-state/remember-list";
import Link from "next/link";
import { redirect } from "next/navigation";
import { Button } from "@/components/ui/button";
import { WebhooksList } from "@/components/webhooks/list/webhooks-list";
import { currentUser } from "@/lib/auth/current";
import { can } from "@/lib/auth/permissions";
import { partnerApi } from "@/lib/partner-api";
import { getQueryClient } from "@/lib/query-client";
import { webhookListOptions } from "@/lib/webhooks/queries";
import { webhookReads } from "@/lib/webhooks/server/reads";

export const metadata: Metadata = { title: "Webhooks" };

// The whole fleet is prefetched under the unfiltered key: the health counts need all of it and the status
// filter (`?status=`) is applied in the browser, so the table renders at once whatever the filter.
export default async function WebhooksPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await currentUser();
  if (!user) redirect("/sign-in");
  const qc = getQueryClient();
  await qc.prefetchQuery(
    webhookListOptions(undefined, webhookReads(partnerApi(user.environment), user.role)),
  );
  return (
    <>
      <RememberListPage path="/webhooks" searchParams={await searchParams} />
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">Webhooks</h1>
          <p className="mt-1 max-w-prose text-sm text-muted-foreground">
            Subscriptions push signed event notifications to partner endpoints. Ten failed events in a row
            disable one; failing ones are listed first.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {can(user.role, "subscriptions:operate") && (
            <Button asChild variant="outline">
              <Link href="/webhooks/deliveries">
                <Search aria-hidden />
                Search deliveries
              </Link>
            </Button>
          )}
          <Button asChild variant="outline">
            <Link href="/webhooks/signature-checker">
              <FileCheck2 aria-hidden />
              Signature checker
            </Link>
          </Button>
          {can(user.role, "subscriptions:write") && (
            <Button asChild>
              <Link href="/webhooks/new">
                <Plus aria-hidden />
                New subscription
              </Link>
            </Button>
          )}
        </div>
      </div>
      <HydrationBoundary state={dehydrate(qc)}>
        <WebhooksList />
      </HydrationBoundary>
    </>
  );
}
