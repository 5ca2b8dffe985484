import { notFound, redirect } from "next/navigation";
import type { ReactNode } from "react";
import { currentUser } from "@/lib/auth/current";
import { can } from "@/lib/auth/permissions";

// The Sandbox section: only in the sandbox environment (elsewhere these pages do not exist).
export default async function WorkbenchLayout({ children }: { children: ReactNode }) {
  const user = await currentUser();
  if (!user) redirect("/sign-in");
  if (user.environment.kind !== "sandbox" || !can(user.role, "workbench:read")) notFound();
  return (
    <div className="grid gap-4">
      {children}
    </div>
  );
}
