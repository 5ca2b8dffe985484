import { consoleHandler } from "@/lib/api/handler";
import { workbenchCall } from "@/lib/workbench/client";
import { uuidParam } from "@/lib/workbench/inspect-schemas";

// GET /api/workbench/requests/{id} — one recorded request with its events and their deliveries (sandbox only).
export const GET = consoleHandler(
  { permission: "subscriptions:read", params: uuidParam },
  ({ user, params }) => workbenchCall(user.environment, "GET", `/requests/${params.id}`),
);
