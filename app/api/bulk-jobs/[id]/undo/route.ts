import { consoleHandler } from "@/lib/api/handler";
import { idParams } from "@/lib/api/params";
import { undoJob } from "@/lib/bulk/jobs";

// POST /api/bulk-jobs/[id]/undo — revert what a job changed, within 30 s of its end
export const POST = consoleHandler(
  { permission: "records:write", params: idParams },
  async ({ user, params }) => ({ data: await undoJob(user, params.id) }),
);
