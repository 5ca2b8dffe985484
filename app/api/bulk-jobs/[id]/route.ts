import { consoleHandler } from "@/lib/api/handler";
import { idParams } from "@/lib/api/params";
import { ownJob, viewOf } from "@/lib/bulk/jobs";

// GET /api/bulk-jobs/[id] — a job's progress, failures and undo window
export const GET = consoleHandler(
  { permission: "records:read", params: idParams },
  async ({ user, params }) => ({
    data: await viewOf(await ownJob(user, params.id)),
  }),
);
