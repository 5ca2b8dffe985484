import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { ResetPanel } from "@/components/workbench/reset-panel";
import { currentUser } from "@/lib/auth/current";
import { can } from "@/lib/auth/permissions";
import { refusedTo } from "@/lib/auth/refused";

export const metadata: Metadata = { title: "Reset the sandbox" };

// Admins only.
export default async function ResetPage() {
  const user = await currentUser();
  if (!can(user?.role, "workbench:reset")) redirect(refusedTo("/workbench/inboxes", "reset-sandbox"));
  return <ResetPanel />;
}
