import { consoleHandler } from "@/lib/api/handler";
import { idParams } from "@/lib/api/params";
import { retryFailed } from "@/lib/bulk/jobs";

// POST /api/bulk-jobs/[id]/retry — a new job over the failures of a finished one
export const POST = consoleHandler(
  { permission: "records:write", params: idParams },
  async ({ user, params }) => ({ data: await retryFailed(user, params.id) }),
);
