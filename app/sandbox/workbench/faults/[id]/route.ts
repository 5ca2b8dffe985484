import { workbenchId, workbenchRoute } from "@/lib/sandbox/http/inspector-route";
import { deleteFault } from "@/lib/sandbox/inspect/faults-store";

// DELETE /sandbox/workbench/faults/{id} — ends a rule at once (204).
export const DELETE = workbenchRoute(async (req, principal) => {
  await deleteFault(principal, workbenchId(req, "fault rule"));
  return undefined;
});
export const dynamic = "force-dynamic";
