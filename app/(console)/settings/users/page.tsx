import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import Link from "next/link";
import { MappingPreview } from "@/components/sso/mapping-preview";
import { UsersAdmin } from "@/components/users/users-admin";
import { currentUser } from "@/lib/auth/current";
import { can } from "@/lib/auth/permissions";
import { refusedTo } from "@/lib/auth/refused";
import { publicSsoConfig } from "@/lib/auth/sso/config";
import { MAX_CLAIMS_CHARS } from "@/lib/auth/sso/schemas";
import { getQueryClient } from "@/lib/query-client";
import { listMembers } from "@/lib/users/list";
import { memberListOptions } from "@/lib/users/queries";

export const metadata: Metadata = { title: "Users" };

// Admins only: everyone who may sign in, and the acts on them; the list is prefetched with the client's query.
export default async function UsersPage() {
  const user = await currentUser();
  if (!user) redirect("/sign-in");
  if (!can(user.role, "users:manage")) redirect(refusedTo("/projects", "users"));
  const qc = getQueryClient();
  await qc.prefetchQuery(memberListOptions("", { list: listMembers }));
  return (
    <>
      <h1 className="mb-2 text-2xl font-semibold">Users</h1>
      <p className="mb-4 max-w-prose text-sm text-muted-foreground">
        Invite people, change their role, disable them, reset their password or sign them out everywhere.
        There is always at least one active admin.
      </p>
      <HydrationBoundary state={dehydrate(qc)}>
        <UsersAdmin currentUserId={user.id} />
      </HydrationBoundary>
      <SingleSignOn />
    </>
  );
}

// Where roles of SSO users come from, with the mapping preview; the settings themselves live on /settings/sso.
function SingleSignOn() {
  const sso = publicSsoConfig();
  return (
    <section aria-labelledby="users-sso" className="mt-8 grid gap-3">
      <h2 id="users-sso" className="text-lg font-semibold">
        Single sign-on
      </h2>
      <p className="max-w-prose text-sm text-muted-foreground">
        {sso
          ? `People who sign in with ${sso.name} get the role the claim "${sso.claimPath.join(".")}" maps to, at every sign-in. `
          : "Not configured: set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET (see the README). "}
        <Link href="/settings/sso" className="underline underline-offset-4">
          Single sign-on settings
        </Link>
      </p>
      {sso && <MappingPreview maxChars={MAX_CLAIMS_CHARS} />}
    </section>
  );
}
