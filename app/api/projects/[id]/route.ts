import { consoleHandler } from "@/lib/api/handler";
import { idParams } from "@/lib/api/params";
import { idTarget } from "@/lib/api/targets";
import { recordBefore, recordChanges } from "@/lib/audit-log/before";
import { projectUpdateWrite } from "@/lib/projects/params";
import { projectReads } from "@/lib/projects/server";
import { projectFields } from "@/lib/bulk/actions";
import { offerUndo } from "@/lib/bulk/undo-single";

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
  async ({ api, params, body, user, before }) => {
    const result = (await api.call("updateProject", { params, body })).data;
    // Archive and status changes offer Undo for 30 s (the fields as they were before this write).
    const was = before as { archived?: boolean; statusId?: number | null } | undefined;
    const after = projectFields(result.data);
    const undo = was
      ? await offerUndo(
          user,
          "project",
          params.id,
          projectFields({ archived: was.archived ?? false, statusId: was.statusId ?? null }),
          {
            ...("archived" in body ? { archived: after.archived } : {}),
            ...("statusId" in body ? { statusId: after.statusId } : {}),
          },
        )
      : undefined;
    return { ...result, undo };
  },
);

// DELETE /api/projects/[id] — delete a project permanently
export const DELETE = consoleHandler(
  { permission: "records:delete", params: idParams, audit: { operation: "project.delete", target } },
  async ({ api, params }) => (await api.call("deleteProject", { params })).data,
);
