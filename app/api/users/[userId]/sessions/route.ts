import { consoleHandler } from "@/lib/api/handler";
import { memberAudit } from "@/lib/users/member-audit";
import { signOutMember } from "@/lib/users/manage";
import { userIdParams } from "@/lib/users/params";

// DELETE /api/users/[userId]/sessions — sign the user out everywhere (every session ends at its next request)
export const DELETE = consoleHandler(
  {
    permission: "users:manage",
    params: userIdParams,
    audit: memberAudit("user.sign-out-everywhere"),
  },
  async ({ params }) => ({ data: await signOutMember(params.userId) }),
);
