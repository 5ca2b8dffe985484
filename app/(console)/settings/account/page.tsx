import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AccountSettings } from "@/components/account/account-settings";
import { currentUser } from "@/lib/auth/current";
import { getQueryClient } from "@/lib/query-client";
import { ownSessions, readAccount } from "@/lib/users/account";
import { accountOptions, ownSessionsOptions } from "@/lib/users/queries";

export const metadata: Metadata = { title: "My account" };

// Everyone's own account: name, password, default environment and sessions, prefetched with the client's queries.
export default async function AccountPage() {
  const user = await currentUser();
  if (!user) redirect("/sign-in");
  const qc = getQueryClient();
  await Promise.all([
    qc.prefetchQuery(accountOptions({ account: () => readAccount(user.id) })),
    qc.prefetchQuery(ownSessionsOptions({ sessions: () => ownSessions(user) })),
  ]);
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">My account</h1>
      <HydrationBoundary state={dehydrate(qc)}>
        <AccountSettings />
      </HydrationBoundary>
    </>
  );
}
