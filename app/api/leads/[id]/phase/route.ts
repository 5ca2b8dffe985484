import { consoleHandler } from "@/lib/api/handler";
import { idParams } from "@/lib/api/params";
import { phaseBody } from "@/lib/leads/params";
import { phaseBefore, phaseChanges } from "@/lib/audit-log/before";
import { afterLeadWrite } from "@/lib/leads/board-summary";
import { offerUndo } from "@/lib/bulk/undo-single";

// POST /api/leads/[id]/phase — move a lead to another phase (the API's updatePhase)
export const POST = consoleHandler(
  {
    permission: "records:write",
    params: idParams,
    body: phaseBody,
    audit: {
      operation: "lead.updatePhase",
      // The phases, by name, are in the entry's changes.
      target: ({ params }) => `lead ${params.id}`,
      before: phaseBefore,
      changes: phaseChanges,
    },
  },
  async ({ api, params, body, user, before }) => {
    const result = await afterLeadWrite(
      user.environment.name,
      (await api.call("updateLeadPhase", { params, body })).data,
    );
    // Undo for 30 s: back to the phase it was in, unless it moved again since.
    const was = (before as { phaseId?: number | null } | undefined)?.phaseId;
    const undo =
      was === undefined
        ? undefined
        : await offerUndo(user, "lead", params.id, { phaseId: was }, { phaseId: body.phaseId });
    return { ...result, undo };
  },
);
