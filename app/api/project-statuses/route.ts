import { consoleHandler } from "@/lib/api/handler";
import { projectReads } from "@/lib/projects/server";

// GET /api/project-statuses — every project status of the account
export const GET = consoleHandler({ permission: "records:read" }, async ({ api }) => ({
  data: await projectReads(api).statuses(),
}));
