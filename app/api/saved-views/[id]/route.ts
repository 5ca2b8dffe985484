import { consoleHandler } from "@/lib/api/handler";
import { idParams } from "@/lib/api/params";
import { updateViewBody } from "@/lib/saved-views/params";
import { deleteView, readView, updateView } from "@/lib/saved-views/store";

// GET /api/saved-views/[id] — one view (a link to it opens it), if it is the person's own or shared
export const GET = consoleHandler(
  { permission: "records:read", params: idParams },
  async ({ user, params }) => ({
    data: await readView(user, params.id),
  }),
);

// PATCH /api/saved-views/[id] — rename, share or change a view (its owner; a shared one also admins)
export const PATCH = consoleHandler(
  { permission: "records:read", params: idParams, body: updateViewBody },
  async ({ user, params, body }) => ({ data: await updateView(user, params.id, body) }),
);

// DELETE /api/saved-views/[id] — delete a view (its owner; a shared one also admins)
export const DELETE = consoleHandler({ permission: "records:read", params: idParams }, ({ user, params }) =>
  deleteView(user, params.id),
);
