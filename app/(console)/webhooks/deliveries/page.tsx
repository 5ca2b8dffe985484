import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Suspense } from "react";
import { DeliverySearch } from "@/components/webhooks/search/delivery-search";
import { currentUser } from "@/lib/auth/current";
import { can } from "@/lib/auth/permissions";

export const metadata: Metadata = { title: "Delivery search" };

// Deliveries of every subscription, searched by the URL's query (so a search is a link to share).
export default async function DeliverySearchPage() {
  const user = await currentUser();
  if (!user) redirect("/sign-in");
  if (!can(user.role, "subscriptions:operate")) redirect("/webhooks");
  return (
    <>
      <h1 className="mb-1 text-2xl font-semibold">Delivery search</h1>
      <p className="mb-4 max-w-prose text-sm text-muted-foreground">
        Find deliveries by status, event, the record they are about, the receiver&apos;s answer, time and text
        in the payload. The address of this page is the search: copy it to share one.
      </p>
      <Suspense>
        <DeliverySearch />
      </Suspense>
    </>
  );
}
