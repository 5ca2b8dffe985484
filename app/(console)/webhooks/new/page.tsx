import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { refusedTo } from "@/lib/auth/refused";
import { CreateSubscription } from "@/components/webhooks/create-subscription";
import { currentUser } from "@/lib/auth/current";
import { can } from "@/lib/auth/permissions";
import { webhookUrlProblem } from "@/lib/webhooks/url-rule";

export const metadata: Metadata = { title: "New webhook subscription" };

// `?url=…&description=…` fill the form in (the workbench's "create a subscription to this inbox"); nothing is
// created until the user presses Create, and a URL the form would refuse is left out.
export default async function NewSubscriptionPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await currentUser();
  // The API refuses the write anyway; a role that may not create is not offered the form.
  if (!can(user?.role, "subscriptions:write")) redirect(refusedTo("/webhooks", "new-webhook"));
  const { url, description } = await searchParams;
  const prefill = {
    url: typeof url === "string" && !webhookUrlProblem(url) ? url : "",
    description: typeof description === "string" ? description.slice(0, 200) : "",
  };
  return <CreateSubscription prefill={prefill} />;
}
