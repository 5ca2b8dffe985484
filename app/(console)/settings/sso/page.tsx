import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { SsoSettings } from "@/components/sso/sso-settings";
import { currentUser } from "@/lib/auth/current";
import { can } from "@/lib/auth/permissions";
import { refusedTo } from "@/lib/auth/refused";
import { listAdmins } from "@/lib/auth/sso/admins";
import { publicSsoConfig } from "@/lib/auth/sso/config";
import { listRoleOverrides } from "@/lib/auth/sso/overrides";
import { readSsoSettings } from "@/lib/auth/sso/require-sso";

export const metadata: Metadata = { title: "Single sign-on" };

// Admins only: the OpenID configuration (never the secret), the role mapping preview, "require SSO", and
// the SSO users whose role an admin overrode.
export default async function SsoSettingsPage() {
  const user = await currentUser();
  if (!user) redirect("/sign-in");
  if (!can(user.role, "sso:manage")) redirect(refusedTo("/projects", "sso"));
  const [settings, admins, overrides] = await Promise.all([
    readSsoSettings(),
    listAdmins(),
    listRoleOverrides(),
  ]);
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">Single sign-on</h1>
      <SsoSettings config={publicSsoConfig()} settings={settings} admins={admins} overrides={overrides} />
    </>
  );
}
