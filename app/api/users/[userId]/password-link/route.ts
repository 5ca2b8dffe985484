import { consoleHandler } from "@/lib/api/handler";
import { memberAudit } from "@/lib/users/member-audit";
import { issueLink } from "@/lib/users/issue-link";
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
    audit: memberAudit("user.reset-password", (r) => (r as Result | undefined)?.change),
  },
  async ({ req, params, user }): Promise<Result> => {
    const { token, ...change } = await resetMemberPassword(params.userId, user.id);
    return { data: await issueLink(req, change.after, token, "reset"), change };
  },
);
