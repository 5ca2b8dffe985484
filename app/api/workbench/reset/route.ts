import { consoleHandler } from "@/lib/api/handler";
import { resetBody } from "@/lib/partner-api/contract/workbench";
import { resetSandbox } from "@/lib/workbench/reset";
import { workbenchCall } from "@/lib/workbench/client";

// GET /api/workbench/reset — the sandbox company and the confirmation each scope needs
export const GET = consoleHandler({ permission: "workbench:reset" }, ({ user, req }) =>
  workbenchCall(user.environment, "GET", "/reset", { signal: req.signal }),
);

// POST /api/workbench/reset — { scope: "company" | "all", confirm }: the sandbox's data back to the seed, and the
// record index rebuilt from it; the console's users and audit log stay
export const POST = consoleHandler(
  {
    permission: "workbench:reset",
    body: resetBody,
    audit: { operation: "workbench.reset", target: ({ body }) => `sandbox ${body.scope}` },
  },
  ({ user, body }) => resetSandbox(user.environment, body),
);
