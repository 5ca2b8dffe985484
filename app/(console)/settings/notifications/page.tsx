import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { PreferencesForm } from "@/components/notifications/preferences-form";
import { currentUser } from "@/lib/auth/current";
import { getQueryClient } from "@/lib/query-client";
import { readPreferences } from "@/lib/webhook-ops/notify/preferences";
import { opsKeys } from "@/lib/webhook-ops/queries";

export const metadata: Metadata = { title: "Notifications" };

// Each user's choice of webhook notifications: which kinds, on which channels.
export default async function NotificationsPage() {
  const user = await currentUser();
  if (!user) redirect("/sign-in");
  const qc = getQueryClient();
  qc.setQueryData(opsKeys.preferences, await readPreferences(user.id, user.role));
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">Notifications</h1>
      <HydrationBoundary state={dehydrate(qc)}>
        <PreferencesForm email={user.email} />
      </HydrationBoundary>
    </>
  );
}
