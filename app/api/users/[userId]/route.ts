import { consoleHandler } from "@/lib/api/handler";
import { memberAudit } from "@/lib/users/member-audit";
import { changeMember } from "@/lib/users/manage";
import { memberChangeBody, userIdParams } from "@/lib/users/params";

// PATCH /api/users/[userId] — change role or status (disable, enable); the last active admin stays one
export const PATCH = consoleHandler(
  {
    permission: "users:manage",
    params: userIdParams,
    body: memberChangeBody,
    audit: memberAudit("user.update"),
  },
  async ({ params, body }) => ({ data: await changeMember(params.userId, body) }),
);
