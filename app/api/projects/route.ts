import { consoleHandler } from "@/lib/api/handler";
import { createdTarget } from "@/lib/api/targets";
import { projectCreateWrite, projectsQuery } from "@/lib/projects/params";
import { projectReads } from "@/lib/projects/server";

// GET /api/projects — one page of projects (the table view), filtered as the Partner API filters them
export const GET = consoleHandler({ permission: "records:read", query: projectsQuery }, ({ api, query }) =>
  projectReads(api).list(query),
);

// POST /api/projects — create a project
export const POST = consoleHandler(
  {
    permission: "records:write",
    body: projectCreateWrite,
    audit: { operation: "project.create", target: createdTarget("project") },
  },
  async ({ api, body }) => (await api.call("createProject", { body })).data,
);
