import { refuseSystemOwned } from "@/lib/webhooks/server/system-owned";
import { consoleHandler } from "@/lib/api/handler";
import { idParams } from "@/lib/api/params";
import { can } from "@/lib/auth/permissions";
import { recreateSubscription, type RecreateResult } from "@/lib/webhooks/server/recreate";

// POST /api/webhooks/[id]/recreate — the only way to a new secret: a copy with the same settings and status
// (its secret in this response only), then the old subscription is deleted, or, for a role that may not delete
// subscriptions, disabled and linked to the copy
export const POST = consoleHandler(
  {
    permission: "subscriptions:write",
    params: idParams,
    guard: refuseSystemOwned,
    audit: {
      operation: "webhook.recreate",
      target: ({ params }, result) => {
        const r = result as RecreateResult | undefined;
        if (!r) return `webhook ${params.id}`;
        const old = r.oldDisabled
          ? " (old one disabled)"
          : r.oldDeleteError || r.oldDisableError
            ? " (old one left as it was)"
            : "";
        return `webhook ${params.id} → ${r.data.id}${old}`;
      },
    },
  },
  async ({ api, params, user }) =>
    recreateSubscription(api, params.id, { deleteOld: can(user.role, "subscriptions:delete") }),
);
