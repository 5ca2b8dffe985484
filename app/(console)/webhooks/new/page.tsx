import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { refusedTo } from "@/lib/auth/refused";
import { CreateSubscription } from "@/components/webhooks/create-subscription";
import { currentUser } from "@/lib/auth/current";
import { can } from "@/lib/auth/permissions";

export const metadata: Metadata = { title: "New webhook subscription" };

export default async function NewSubscriptionPage() {
  const user = await currentUser();
  // The API refuses the write anyway; a role that may not create is not offered the form.
  if (!can(user?.role, "subscriptions:write")) redirect(refusedTo("/webhooks", "new-webhook"));
  return <CreateSubscription />;
}
