import { consoleHandler } from "@/lib/api/handler";
import { idParams } from "@/lib/api/params";
import { idTarget } from "@/lib/api/targets";
import { recordBefore, recordChanges } from "@/lib/audit-log/before";
import { projectUpdateWrite } from "@/lib/projects/params";
import { projectReads } from "@/lib/projects/server";

const target = idTarget("project");

// GET /api/projects/[id] — one project
export const GET = consoleHandler({ permission: "records:read", params: idParams }, ({ api, params }) =>
  projectReads(api).get(params.id),
);

// PATCH /api/projects/[id] — update a project (archiving and unarchiving it too)
export const PATCH = consoleHandler(
  {
    permission: "records:write",
    params: idParams,
    body: projectUpdateWrite,
    audit: {
      operation: "project.update",
      target,
      before: recordBefore("getProject"),
      changes: recordChanges,
    },
  },
  async ({ api, params, body }) => (await api.call("updateProject", { params, body })).data,
);

// DELETE /api/projects/[id] — delete a project permanently
export const DELETE = consoleHandler(
  { permission: "records:delete", params: idParams, audit: { operation: "project.delete", target } },
  async ({ api, params }) => (await api.call("deleteProject", { params })).data,
);
