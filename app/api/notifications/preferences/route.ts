import { consoleHandler } from "@/lib/api/handler";
import { readPreferences, savePreferences } from "@/lib/webhook-ops/notify/preferences";
import { preferencesBody } from "@/lib/webhook-ops/params";

// GET /api/notifications/preferences — which kinds of webhook notifications the user gets, on which channels
export const GET = consoleHandler({ permission: "account:manage" }, async ({ user }) => ({
  data: await readPreferences(user.id, user.role),
}));

// PUT /api/notifications/preferences — replace them (the webhook channel's secret is made with its first URL)
export const PUT = consoleHandler(
  {
    permission: "account:manage",
    body: preferencesBody,
    audit: { operation: "notifications.preferences", target: () => "own notifications" },
  },
  async ({ user, body }) => ({ data: await savePreferences(user.id, user.role, body) }),
);
