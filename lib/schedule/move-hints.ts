import type { Milestone } from "@/lib/partner-api/contract/reader";
import { displaySpan, phaseSpan, type Span } from "./layout";

// What a move of an ITEM or CHECKPOINT newly puts out of order, as a hint, never a block: the API takes any dates.
// "checkpoint": an item now ends after a later checkpoint of its phase. "phase": the move stretched the phase's
// span (a PHASE has no dates of its own, spec: "a top-level grouping"). An order already broken is not news.
export type MoveHint =
  | { kind: "checkpoint"; item: Milestone; checkpoint: Milestone }
  | { kind: "phase"; phase: Milestone; span: Span; stretched: Span };

type Dates = Pick<Milestone, "startDate" | "dueDate">;

const byPosition = (a: Milestone, b: Milestone) => a.position - b.position || Number(a.id) - Number(b.id);

// ITEM/CHECKPOINT pairs of one phase where the checkpoint comes later by position but earlier in time.
function orderBroken(children: readonly Milestone[]): Set<string> {
  const out = new Set<string>();
  const sorted = [...children].sort(byPosition);
  sorted.forEach((item, i) => {
    if (item.milestoneType !== "ITEM") return;
    const end = displaySpan(item)?.end;
    if (end == null) return;
    for (const c of sorted.slice(i + 1)) {
      const at = c.milestoneType === "CHECKPOINT" ? displaySpan(c)?.start : undefined;
      if (at != null && at < end) out.add(`${item.id}>${c.id}`);
    }
  });
  return out;
}

export function moveHints(milestones: readonly Milestone[], id: string, next: Dates): MoveHint[] {
  const before = milestones.find((m) => m.id === id);
  if (!before || before.milestoneType === "PHASE" || before.parentMilestoneId == null) return [];
  const phase = milestones.find((m) => m.id === before.parentMilestoneId && m.milestoneType === "PHASE");
  if (!phase) return [];
  const moved: Milestone = { ...before, ...next };
  const siblings = milestones.filter((m) => m.parentMilestoneId === phase.id);
  const after = siblings.map((m) => (m.id === id ? moved : m));

  const hints: MoveHint[] = [];
  const was = orderBroken(siblings);
  const byId = new Map(after.map((m) => [m.id, m]));
  for (const pair of orderBroken(after)) {
    if (was.has(pair)) continue;
    const [itemId, checkpointId] = pair.split(">");
    if (itemId !== id && checkpointId !== id) continue;
    hints.push({ kind: "checkpoint", item: byId.get(itemId!)!, checkpoint: byId.get(checkpointId!)! });
  }

  const span = phaseSpan(siblings.map(displaySpan));
  const now = displaySpan(moved);
  const stretched = phaseSpan(after.map(displaySpan));
  if (span && now && stretched && (now.start < span.start || now.end > span.end))
    hints.push({ kind: "phase", phase, span, stretched });
  return hints;
}
