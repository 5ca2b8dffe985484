// Geometry of the timeline in px. Rows have one fixed height, so the virtualiser never measures.
export const ROW_H = 36;
export const HEADER_H = 52;
export const NAMES_W = 288;
// Narrower than this, a bar is hard to see and to grab.
export const MIN_BAR_W = 6;
// The hidden text that tells how to move a bar from the keyboard (rendered once by the timeline's drag layer).
export const KEYS_HELP_ID = "timeline-keys-help";
