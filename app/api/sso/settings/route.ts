import { consoleHandler } from "@/lib/api/handler";
import { listAdmins } from "@/lib/auth/sso/admins";
import { readSsoSettings, writeSsoSettings, type SsoSettings } from "@/lib/auth/sso/require-sso";
import { ssoSettingsBody } from "@/lib/auth/sso/schemas";
import { checkSsoSettings } from "@/lib/auth/sso/settings-guard";
import { settingsChanges } from "@/lib/auth/sso/settings-changes";

// GET /api/sso/settings — whether SSO is required, and the admins who may be break-glass
export const GET = consoleHandler({ permission: "sso:manage" }, async () => ({
  settings: await readSsoSettings(),
  admins: await listAdmins(),
}));

// PUT /api/sso/settings — require SSO (or not) and name the break-glass admins; audited before → after
export const PUT = consoleHandler(
  {
    permission: "sso:manage",
    body: ssoSettingsBody,
    guard: ({ body }) => checkSsoSettings(body),
    audit: {
      operation: "sso.settings",
      target: () => "require-sso",
      before: () => readSsoSettings(),
      changes: (_, result, before) =>
        settingsChanges(before as SsoSettings, result as SsoSettings | undefined),
    },
  },
  ({ body, user }) => writeSsoSettings(body, user.id),
);
