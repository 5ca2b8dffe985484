import { consoleHandler } from "@/lib/api/handler";
import { idParams } from "@/lib/api/params";
import { cancelJob } from "@/lib/bulk/jobs";

// POST /api/bulk-jobs/[id]/cancel — stop a job after the record in hand (the rest is left undone)
export const POST = consoleHandler(
  { permission: "records:write", params: idParams },
  async ({ user, params }) => ({ data: await cancelJob(user, params.id) }),
);
