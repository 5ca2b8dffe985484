import { notFound, redirect } from "next/navigation";
import type { ReactNode } from "react";
import { ClockBadge } from "@/components/workbench/clock-badge";
import { currentUser } from "@/lib/auth/current";
import { can } from "@/lib/auth/permissions";

// The Sandbox section: only in the sandbox environment (elsewhere these pages do not exist), with the sandbox
// time shown on each page while the delivery engine's clock is shifted.
export default async function WorkbenchLayout({ children }: { children: ReactNode }) {
  const user = await currentUser();
  if (!user) redirect("/sign-in");
  if (user.environment.kind !== "sandbox" || !can(user.role, "workbench:read")) notFound();
  return (
    <div className="grid gap-4">
      <ClockBadge />
      {children}
    </div>
  );
}
