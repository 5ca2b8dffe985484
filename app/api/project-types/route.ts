import { consoleHandler } from "@/lib/api/handler";
import { projectReads } from "@/lib/projects/server";

// GET /api/project-types — every project type of the account
export const GET = consoleHandler({ permission: "records:read" }, async ({ api }) => ({
  data: await projectReads(api).types(),
}));
