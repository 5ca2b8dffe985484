import { consoleHandler } from "@/lib/api/handler";
import { projectsQuery } from "@/lib/api/params";
import { projectCreateBody } from "@/lib/partner-api/contract";

// GET /api/projects — one page of projects, filtered as the Partner API filters them
export const GET = consoleHandler(
  { permission: "records:read", query: projectsQuery },
  async ({ api, query }) => {
    return (await api.call("listProjects", { query })).data;
  },
);

// POST /api/projects — create a project
export const POST = consoleHandler(
  {
    permission: "records:write",
    body: projectCreateBody,
    audit: {
      operation: "project.create",
      target: (_, result) => (result ? `project ${(result as { data: { id: number } }).data.id}` : undefined),
    },
  },
  async ({ api, body }) => (await api.call("createProject", { body })).data,
);
