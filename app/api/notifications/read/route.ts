import { consoleHandler } from "@/lib/api/handler";
import { markRead } from "@/lib/webhook-ops/notify/inbox";
import { markReadBody } from "@/lib/webhook-ops/params";

// POST /api/notifications/read — mark the given notifications (or all without ids) read
export const POST = consoleHandler(
  { permission: "account:manage", body: markReadBody },
  async ({ user, body }) => {
    await markRead(user.id, body.ids);
    return { ok: true };
  },
);
