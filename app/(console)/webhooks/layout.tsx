import type { ReactNode } from "react";
import { LazyClockBadge } from "@/components/workbench/lazy-clock-badge";
import { currentUser } from "@/lib/auth/current";
import { can } from "@/lib/auth/permissions";

// In the sandbox, the webhook pages show the sandbox time while the workbench's clock is shifted, so whoever
// watches retries there knows the delivery engine's clock was moved (retries came sooner than scheduled).
export default async function WebhooksLayout({ children }: { children: ReactNode }) {
  const user = await currentUser();
  const shifted = user?.environment.kind === "sandbox" && can(user.role, "workbench:read");
  return (
    <>
      {shifted && <LazyClockBadge className="mb-4" />}
      {children}
    </>
  );
}
