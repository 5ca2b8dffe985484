import { consoleHandler } from "@/lib/api/handler";
import { cdb } from "@/lib/db/console";
import { memberChanges, memberTarget } from "@/lib/users/audit-changes";
import { memberById } from "@/lib/users/list";
import { signOutMember, type MemberChange } from "@/lib/users/manage";
import { userIdParams } from "@/lib/users/params";

// DELETE /api/users/[userId]/sessions — sign the user out everywhere (every session ends at its next request)
export const DELETE = consoleHandler(
  {
    permission: "users:manage",
    params: userIdParams,
    audit: {
      operation: "user.sign-out-everywhere",
      target: ({ params }, result) =>
        memberTarget((result as { data?: MemberChange })?.data?.after, params.userId),
      before: ({ params }) => memberById(cdb(), params.userId),
      changes: (_, result) => {
        const { before, after } = (result as { data: MemberChange }).data;
        return memberChanges(before, after);
      },
    },
  },
  async ({ params }) => ({ data: await signOutMember(params.userId) }),
);
