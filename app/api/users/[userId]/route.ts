import { consoleHandler } from "@/lib/api/handler";
import { cdb } from "@/lib/db/console";
import { memberChanges, memberTarget } from "@/lib/users/audit-changes";
import { memberById } from "@/lib/users/list";
import { changeMember, type MemberChange } from "@/lib/users/manage";
import { memberChangeBody, userIdParams } from "@/lib/users/params";

// PATCH /api/users/[userId] — change role or status (disable, enable); the last active admin stays one
export const PATCH = consoleHandler(
  {
    permission: "users:manage",
    params: userIdParams,
    body: memberChangeBody,
    audit: {
      operation: "user.update",
      target: ({ params }, result) =>
        memberTarget((result as { data?: MemberChange })?.data?.after, params.userId),
      before: ({ params }) => memberById(cdb(), params.userId),
      changes: (_, result) => {
        const { before, after } = (result as { data: MemberChange }).data;
        return memberChanges(before, after);
      },
    },
  },
  async ({ params, body }) => ({ data: await changeMember(params.userId, body) }),
);
