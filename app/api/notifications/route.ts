import { consoleHandler } from "@/lib/api/handler";
import { readInbox } from "@/lib/webhook-ops/notify/inbox";

// GET /api/notifications — the signed-in user's in-app notifications of the current environment, newest first,
// with the unread count (the bell)
export const GET = consoleHandler({ permission: "account:manage" }, async ({ user }) => ({
  data: await readInbox(user.id, user.environment.name),
}));
