import { consoleHandler } from "@/lib/api/handler";
import { idParams } from "@/lib/api/params";
import { undoSingle } from "@/lib/bulk/undo-single";

// POST /api/undo/[id] — revert a single archive, status change or phase move within 30 s of it
export const POST = consoleHandler(
  {
    permission: "records:write",
    params: idParams,
    audit: {
      operation: "record.undo",
      target: (_ctx, result) => {
        const r = result as { data?: { entity: string; id: number } } | undefined;
        return r?.data ? `${r.data.entity} ${r.data.id}` : undefined;
      },
    },
  },
  async ({ user, api, params }) => ({ data: await undoSingle(user, api, params.id) }),
);
