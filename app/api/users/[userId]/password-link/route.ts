import { consoleHandler } from "@/lib/api/handler";
import { cdb } from "@/lib/db/console";
import { memberChanges, memberTarget } from "@/lib/users/audit-changes";
import { issueLink } from "@/lib/users/issue-link";
import { memberById } from "@/lib/users/list";
import { resetMemberPassword, type MemberChange } from "@/lib/users/manage";
import { userIdParams } from "@/lib/users/params";
import type { LinkIssued } from "@/lib/users/types";

type Result = { data: LinkIssued; change: MemberChange };

// POST /api/users/[userId]/password-link — reset: the password stops working, sessions end, a new one-time
// link is shown once (and emailed)
export const POST = consoleHandler(
  {
    permission: "users:manage",
    params: userIdParams,
    audit: {
      operation: "user.reset-password",
      target: ({ params }, result) => memberTarget((result as Result | undefined)?.data.user, params.userId),
      before: ({ params }) => memberById(cdb(), params.userId),
      changes: (_, result) =>
        memberChanges((result as Result).change.before, (result as Result).change.after),
    },
  },
  async ({ req, params, user }): Promise<Result> => {
    const { token, ...change } = await resetMemberPassword(params.userId, user.id);
    return { data: await issueLink(req, change.after, token, "reset"), change };
  },
);
