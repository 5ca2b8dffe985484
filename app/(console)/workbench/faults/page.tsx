import type { Metadata } from "next";
import { FaultManager } from "@/components/workbench/fault-manager";
import { can } from "@/lib/auth/permissions";
import { sandboxUser } from "@/lib/workbench/sandbox-only";

export const metadata: Metadata = { title: "Fault injection" };

// Rules that make the sandbox's partner API slow or failing on purpose, to watch an integration cope.
export default async function FaultsPage() {
  const user = await sandboxUser();
  return (
    <>
      <h1 className="mb-1 text-2xl font-semibold">Fault injection</h1>
      <p className="mb-4 max-w-prose text-sm text-muted-foreground">
        Each rule makes the sandbox&apos;s Partner API answer some requests slowly or with an error, for one
        client or all of this company&apos;s clients, until it expires or is deleted. The console itself uses
        the sandbox too: a rule for its client shows how it copes.
      </p>
      <FaultManager canWrite={can(user.role, "subscriptions:write")} />
    </>
  );
}
