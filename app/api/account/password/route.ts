import { consoleHandler } from "@/lib/api/handler";
import { changePassword } from "@/lib/users/account";
import { passwordBody } from "@/lib/users/params";

// POST /api/account/password — change one's own password (the current one required); other sessions end
export const POST = consoleHandler(
  {
    permission: "account:manage",
    body: passwordBody,
    audit: {
      operation: "account.change-password",
      target: () => "own account",
      outcome: (result) => ({
        outcome: "ok",
        detail: `${(result as { data: { ended: number } }).data.ended} other session(s) ended`,
      }),
    },
  },
  async ({ user, body }) => ({ data: await changePassword(user, body.currentPassword, body.newPassword) }),
);
