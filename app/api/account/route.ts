import { consoleHandler } from "@/lib/api/handler";
import type { FieldChange } from "@/lib/audit-log/changes";
import { readAccount, updateAccount } from "@/lib/users/account";
import { accountBody } from "@/lib/users/params";
import type { Account } from "@/lib/users/types";

// GET /api/account — the signed-in user's own account and the environments they may choose as default
export const GET = consoleHandler({ permission: "account:manage" }, async ({ user }) => ({
  data: await readAccount(user.id),
}));

const FIELDS = ["name", "defaultEnvironment"] as const;

// PATCH /api/account — change one's own name or default environment (used when signing in)
export const PATCH = consoleHandler(
  {
    permission: "account:manage",
    body: accountBody,
    audit: {
      operation: "account.update",
      target: () => "own account",
      before: ({ user }) => readAccount(user.id),
      changes: ({ body }, result, before) => {
        const was = before as Account;
        const is = (result as { data: Account }).data;
        return FIELDS.flatMap((f): FieldChange[] =>
          body[f] === undefined || was[f] === is[f] ? [] : [{ field: f, before: was[f], after: is[f] }],
        );
      },
    },
  },
  async ({ user, body }) => ({ data: await updateAccount(user.id, body) }),
);
