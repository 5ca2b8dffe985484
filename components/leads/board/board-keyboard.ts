import type { Announcements, KeyboardCoordinateGetter, ScreenReaderInstructions } from "@dnd-kit/core";
import type { Lead } from "@/lib/partner-api/contract/reader";

// Space or Enter picks a card up, Left and Right carry it between phases, Space or Enter drops, Escape puts it
// back. A phase has no order of its own (the API keeps none), so Up and Down leave the card where it is.

export const boardInstructions: ScreenReaderInstructions = {
  draggable:
    "Press Space or Enter to pick the card up, Left and Right arrows to carry it to another phase, Space or " +
    "Enter to drop it, Escape to cancel. Up and Down keep it in place: the leads of a phase have no order of " +
    "their own. The card's Move menu does the same.",
};

// The card's collision rectangle is moved to the middle of the next column left or right, so the board's
// collision detection (most overlap) finds that column.
export const phaseCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  if (event.code === "ArrowUp" || event.code === "ArrowDown") {
    event.preventDefault();
    return undefined;
  }
  if (event.code !== "ArrowLeft" && event.code !== "ArrowRight") return undefined;
  event.preventDefault();
  const card = context.collisionRect;
  if (!card) return undefined;
  const centre = card.left + card.width / 2;
  const columns = context.droppableContainers
    .getEnabled()
    .map((c) => context.droppableRects.get(c.id))
    .filter((r) => r !== undefined)
    .sort((a, b) => a.left - b.left);
  const target =
    event.code === "ArrowRight"
      ? columns.find((r) => r.left > centre)
      : columns.filter((r) => r.left + r.width < centre).at(-1);
  if (!target) return undefined;
  return {
    x: currentCoordinates.x + target.left + (target.width - card.width) / 2 - card.left,
    y: currentCoordinates.y,
  };
};

const leadName = (lead: Lead | undefined) => lead?.name ?? (lead ? `Lead ${lead.id}` : "The card");
const leadOf = (data: unknown) => (data as { lead?: Lead } | undefined)?.lead;

// What a screen reader hears, in the board's words. The card's own column reported "over" right after the
// pick-up says nothing new, so the pick-up message stays.
export function boardAnnouncements(phaseName: (id: unknown) => string): Announcements {
  let justPicked = false;
  return {
    onDragStart: ({ active }) => {
      justPicked = true;
      const lead = leadOf(active.data.current);
      return `Picked up ${leadName(lead)}, in ${phaseName(lead?.phaseId)}.`;
    },
    onDragOver: ({ active, over }) => {
      const lead = leadOf(active.data.current);
      const home = justPicked && over?.id === lead?.phaseId;
      justPicked = false;
      if (home) return undefined;
      return over
        ? `${leadName(lead)} is over ${phaseName(over.id)}.`
        : `${leadName(lead)} is not over a phase.`;
    },
    onDragEnd: ({ active, over }) => {
      const lead = leadOf(active.data.current);
      return over && over.id !== lead?.phaseId
        ? `${leadName(lead)} moved from ${phaseName(lead?.phaseId)} to ${phaseName(over.id)}.`
        : `${leadName(lead)} stays in ${phaseName(lead?.phaseId)}.`;
    },
    onDragCancel: ({ active }) => {
      const lead = leadOf(active.data.current);
      return `Move cancelled. ${leadName(lead)} stays in ${phaseName(lead?.phaseId)}.`;
    },
  };
}

// A moved card is a new element in another column: focus follows it there (to the same control the move
// started from) instead of falling to the top of the page. Tried for a few frames, until the card has rendered.
export function focusMovedCard(leadId: number, toPhaseId: number, control: "drag" | "menu") {
  const selector = `[data-phase-id="${toPhaseId}"] [data-lead-id="${leadId}"] ${
    control === "drag" ? '[aria-roledescription="draggable"]' : '[aria-haspopup="menu"]'
  }`;
  let frames = 60;
  const attempt = () => {
    const el = document.querySelector<HTMLElement>(selector);
    el?.focus();
    if (el && document.activeElement === el) return;
    if (--frames > 0) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}
