import { consoleHandler } from "@/lib/api/handler";
import { createJob, recentJobs } from "@/lib/bulk/jobs";
import { createJobBody } from "@/lib/bulk/types";

// GET /api/bulk-jobs — the signed-in person's live and recently finished bulk jobs
export const GET = consoleHandler({ permission: "records:read" }, async ({ user }) => ({
  data: await recentJobs(user),
}));

// POST /api/bulk-jobs — start a bulk job on picked records or on every record matching filters (audited once,
// as the job ends, by the runner)
export const POST = consoleHandler(
  { permission: "records:write", body: createJobBody },
  async ({ user, body }) => Response.json({ data: await createJob(user, body) }, { status: 202 }),
);
