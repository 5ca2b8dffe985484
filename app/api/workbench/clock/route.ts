import { consoleHandler } from "@/lib/api/handler";
import { workbenchCall } from "@/lib/workbench/client";

// GET /api/workbench/clock — the sandbox time of the delivery engine and its offset from real time
export const GET = consoleHandler({ permission: "workbench:read" }, ({ user, req }) =>
  workbenchCall(user.environment, "GET", "/clock", { signal: req.signal }),
);
