import "server-only";
import { cdb } from "@/lib/db/console";
import { memberChanges, memberTarget } from "./audit-changes";
import { memberById } from "./list";
import type { MemberChange } from "./manage";

// The audit of an act on one user (/api/users/[userId]/…): the user before, and the fields the act changed,
// read from the MemberChange that `pick` finds in the route's result.
export function memberAudit(
  operation: string,
  pick: (result: unknown) => MemberChange | undefined = (r) =>
    (r as { data?: MemberChange } | undefined)?.data,
) {
  return {
    operation,
    target: ({ params }: { params: { userId: number } }, result: unknown) =>
      memberTarget(pick(result)?.after, params.userId),
    before: ({ params }: { params: { userId: number } }) => memberById(cdb(), params.userId),
    changes: (_: unknown, result: unknown) => {
      const change = pick(result);
      return change ? memberChanges(change.before, change.after) : [];
    },
  };
}
