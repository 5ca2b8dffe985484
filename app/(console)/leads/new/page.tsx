import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { refusedTo } from "@/lib/auth/refused";
import { LeadForm } from "@/components/leads/lead-form/lead-form";
import { currentUser } from "@/lib/auth/current";
import { can } from "@/lib/auth/permissions";

export const metadata: Metadata = { title: "New lead" };

export default async function NewLeadPage() {
  const user = await currentUser();
  // The API refuses the write anyway; a role that may not create is not offered the form.
  if (!can(user?.role, "records:write")) redirect(refusedTo("/leads", "new-lead"));
  return <LeadForm mode="create" />;
}
