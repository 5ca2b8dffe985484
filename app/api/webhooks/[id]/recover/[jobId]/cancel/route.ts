import { ConsoleApiError } from "@/lib/api/errors";
import { consoleHandler } from "@/lib/api/handler";
import { cancel, toJob } from "@/lib/webhook-ops/recover/jobs";
import { jobParams } from "@/lib/webhook-ops/recover/params";

// POST /api/webhooks/[id]/recover/[jobId]/cancel — stop a running recovery after the page under way
export const POST = consoleHandler(
  {
    permission: "subscriptions:operate",
    params: jobParams,
    audit: { operation: "webhook.recover-cancel", target: ({ params }) => `webhook ${params.id}` },
  },
  async ({ user, params }) => {
    const row = await cancel(user.environment.name, params.id, params.jobId);
    if (!row) throw new ConsoleApiError(409, "not_running", "That recovery is not running.");
    return { data: toJob(row) };
  },
);
