import { workbenchBody, workbenchRoute } from "@/lib/sandbox/http/inspector-route";
import { faultInput } from "@/lib/sandbox/inspect/faults-rules";
import { createFault, listFaults } from "@/lib/sandbox/inspect/faults-store";

// GET|POST /sandbox/workbench/faults — the company's fault rules; a new one applies to the partner API at once.
export const GET = workbenchRoute((_req, principal) => listFaults(principal));
export const POST = workbenchRoute(
  async (req, principal) => createFault(principal, await workbenchBody(req, faultInput)),
  201,
);
export const dynamic = "force-dynamic";
