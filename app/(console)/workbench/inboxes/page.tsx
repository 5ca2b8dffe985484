import type { Metadata } from "next";
import { InboxesWorkbench } from "@/components/workbench/inboxes-workbench";
import { currentUser } from "@/lib/auth/current";
import { can } from "@/lib/auth/permissions";

export const metadata: Metadata = { title: "Webhook inboxes" };

export default async function InboxesPage() {
  const user = await currentUser();
  return <InboxesWorkbench canWrite={can(user?.role, "workbench:write")} />;
}
