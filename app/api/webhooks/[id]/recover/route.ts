import { consoleHandler } from "@/lib/api/handler";
import { idParams } from "@/lib/api/params";
import { latestJobs, toJob } from "@/lib/webhook-ops/recover/jobs";
import { recoveryWindow } from "@/lib/webhook-ops/recover/params";
import { startRecovery } from "@/lib/webhook-ops/recover/start";
import { refuseSystemOwned } from "@/lib/webhooks/server/system-owned";

// GET /api/webhooks/[id]/recover — the subscription's latest recoveries, newest first, with their progress
export const GET = consoleHandler(
  { permission: "subscriptions:operate", params: idParams },
  async ({ user, params }) => ({ data: (await latestJobs(user.environment.name, params.id)).map(toJob) }),
);

// POST /api/webhooks/[id]/recover — reactivate (if needed) and replay every delivery of the window that failed
// or was abandoned, in the background, page by page
export const POST = consoleHandler(
  {
    permission: "subscriptions:operate",
    params: idParams,
    body: recoveryWindow,
    guard: refuseSystemOwned,
    audit: {
      operation: "webhook.recover",
      target: ({ params }) => `webhook ${params.id}`,
    },
  },
  async ({ api, user, params, body }) => ({ data: await startRecovery(api, user, params.id, body) }),
);
