import { MAX_CLAIMS_CHARS } from "@/lib/auth/sso/schemas";
import type { SsoPublicConfig } from "@/lib/auth/sso/config";
import type { AdminChoice } from "@/lib/auth/sso/admins";
import type { SsoSettings as Settings } from "@/lib/auth/sso/require-sso";
import { MappingPreview } from "./mapping-preview";
import { RequireSsoForm } from "./require-sso-form";
import { RoleOverrides } from "./role-overrides";
import { SsoConfigCard } from "./sso-config-card";

// The single sign-on panel: configuration, mapping preview, "require SSO". Mountable in any admin page.
export function SsoSettings({
  config,
  settings,
  admins,
  overrides,
}: {
  config: SsoPublicConfig | undefined;
  settings: Settings;
  admins: AdminChoice[];
  overrides: Parameters<typeof RoleOverrides>[0]["overrides"];
}) {
  return (
    <div className="grid max-w-3xl gap-6">
      <SsoConfigCard config={config} />
      {config && <MappingPreview maxChars={MAX_CLAIMS_CHARS} />}
      <RequireSsoForm initial={settings} admins={admins} configured={!!config} />
      {config && <RoleOverrides overrides={overrides} />}
    </div>
  );
}
