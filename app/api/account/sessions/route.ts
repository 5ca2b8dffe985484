import { consoleHandler } from "@/lib/api/handler";
import { endOtherSessions, ownSessions } from "@/lib/users/account";

// GET /api/account/sessions — the signed-in user's live sessions, this one marked
export const GET = consoleHandler({ permission: "account:manage" }, async ({ user }) => ({
  data: await ownSessions(user),
}));

// DELETE /api/account/sessions — end every other session of the signed-in user (this one stays)
export const DELETE = consoleHandler(
  {
    permission: "account:manage",
    audit: {
      operation: "account.end-other-sessions",
      target: () => "own account",
      outcome: (result) => ({
        outcome: "ok",
        detail: `${(result as { data: { ended: number } }).data.ended} session(s) ended`,
      }),
    },
  },
  async ({ user }) => ({ data: await endOtherSessions(user) }),
);
