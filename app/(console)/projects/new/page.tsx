import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { refusedTo } from "@/lib/auth/refused";
import { ProjectForm } from "@/components/projects/project-form/project-form";
import { currentUser } from "@/lib/auth/current";
import { can } from "@/lib/auth/permissions";

export const metadata: Metadata = { title: "New project" };

export default async function NewProjectPage() {
  const user = await currentUser();
  // The API refuses the write anyway; a role that may not create is not offered the form.
  if (!can(user?.role, "records:write")) redirect(refusedTo("/projects", "new-project"));
  return <ProjectForm mode="create" />;
}
