import { consoleHandler } from "@/lib/api/handler";
import { endOwnSession } from "@/lib/users/account";
import { sessionParams } from "@/lib/users/params";

// DELETE /api/account/sessions/[handle] — end one other session of the signed-in user
export const DELETE = consoleHandler(
  {
    permission: "account:manage",
    params: sessionParams,
    audit: {
      operation: "account.end-session",
      target: ({ params }) => `own session ${params.handle.slice(0, 8)}`,
    },
  },
  async ({ user, params }) => ({ data: await endOwnSession(user, params.handle) }),
);
