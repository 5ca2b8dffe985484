import { consoleHandler } from "@/lib/api/handler";
import { idParams } from "@/lib/api/params";
import { projectUpdateBody } from "@/lib/partner-api/contract";

const target = ({ params }: { params: { id: number } }) => `project ${params.id}`;

// GET /api/projects/[id] — one project
export const GET = consoleHandler(
  { permission: "records:read", params: idParams },
  async ({ api, params }) => {
    return (await api.call("getProject", { params })).data;
  },
);

// PATCH /api/projects/[id] — update a project (archive and unarchive included)
export const PATCH = consoleHandler(
  {
    permission: "records:write",
    params: idParams,
    body: projectUpdateBody,
    audit: { operation: "project.update", target },
  },
  async ({ api, params, body }) => (await api.call("updateProject", { params, body })).data,
);

// DELETE /api/projects/[id] — delete a project permanently
export const DELETE = consoleHandler(
  { permission: "records:delete", params: idParams, audit: { operation: "project.delete", target } },
  async ({ api, params }) => (await api.call("deleteProject", { params })).data,
);
