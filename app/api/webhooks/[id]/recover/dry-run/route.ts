import { consoleHandler } from "@/lib/api/handler";
import { idParams } from "@/lib/api/params";
import { recoveryWindow } from "@/lib/webhook-ops/recover/params";
import { dryRun } from "@/lib/webhook-ops/recover/start";

// POST /api/webhooks/[id]/recover/dry-run — how many failed or abandoned deliveries of the window a recovery
// would replay; { available: false } from an API without the delivery log. Changes nothing.
export const POST = consoleHandler(
  { permission: "subscriptions:operate", params: idParams, body: recoveryWindow },
  async ({ api, params, body }) => ({ data: await dryRun(api, params.id, body) }),
);
