import { consoleHandler } from "@/lib/api/handler";
import { idParams } from "@/lib/api/params";
import { defaultViewBody } from "@/lib/saved-views/params";
import { setDefault } from "@/lib/saved-views/store";

// PUT /api/saved-views/[id]/default — make a view the person's default for its table (one per table), or not
export const PUT = consoleHandler(
  { permission: "records:read", params: idParams, body: defaultViewBody },
  async ({ user, params, body }) => ({ data: await setDefault(user, params.id, body.default) }),
);
