import { consoleHandler } from "@/lib/api/handler";
import { memberChanges, memberTarget } from "@/lib/users/audit-changes";
import { issueLink } from "@/lib/users/issue-link";
import { listMembers } from "@/lib/users/list";
import { inviteMember } from "@/lib/users/manage";
import { inviteBody, memberQuery } from "@/lib/users/params";
import type { LinkIssued } from "@/lib/users/types";

// GET /api/users?q= — every user (search by name or email), with role, status, sign-in method, last sign-in and
// live sessions
export const GET = consoleHandler({ permission: "users:manage", query: memberQuery }, async ({ query }) => ({
  data: await listMembers(query.q),
}));

// POST /api/users — invite: a user without a password and a one-time set-password link, shown once (and emailed)
export const POST = consoleHandler(
  {
    permission: "users:manage",
    body: inviteBody,
    audit: {
      operation: "user.invite",
      target: ({ body }, result) =>
        memberTarget((result as { data?: LinkIssued })?.data?.user) ?? `user ${body.email}`,
      before: async () => null,
      changes: (_, result) => memberChanges(null, (result as { data: LinkIssued }).data.user),
    },
  },
  async ({ req, body, user }) => {
    const { member, token } = await inviteMember(body, user.id);
    return { data: await issueLink(req, member, token, "invite") };
  },
);
