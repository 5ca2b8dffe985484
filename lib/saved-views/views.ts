import type { savedViewTables } from "@/lib/db/console-schema";

export type SavedViewTable = (typeof savedViewTables)[number];

// A saved view as the API lists it, and what the switcher computes from views and URLs (client-safe).
export type SavedView = {
  id: number;
  name: string;
  shared: boolean;
  query: string;
  ownerId: number;
  owner: string;
  isDefault: boolean;
  canEdit: boolean;
  mine: boolean;
};
export type ViewChange = { name?: string; shared?: boolean; query?: string };

export const NAME_MAX = 80;

// What a view keeps of a table's URL: everything but the page number (a view opens on its first page). Keys in
// a fixed order, so the URL of an open view and the view's stored query compare equal.
const PAGE_KEYS = new Set(["page", "offset"]);
export function viewQuery(search: string): string {
  const qs = new URLSearchParams(search);
  const kept = [...qs.entries()].filter(([k]) => !PAGE_KEYS.has(k)).sort(([a], [b]) => a.localeCompare(b));
  const out = new URLSearchParams(kept).toString();
  return out ? `?${out}` : "";
}

// The view the URL shows, if any.
export const currentView = (views: SavedView[] | undefined, search: string) =>
  views?.find((v) => viewQuery(v.query) === viewQuery(search));

// Name checks the dialog makes before asking the server (which checks the same, and duplicates for good).
export function nameProblem(name: string, views: SavedView[], except?: number) {
  const n = name.trim();
  if (!n) return "Give the view a name.";
  if (n.length > NAME_MAX) return `Keep the name to ${NAME_MAX} characters (it has ${n.length}).`;
  const clash = views.find((v) => v.id !== except && v.mine && v.name.toLowerCase() === n.toLowerCase());
  return clash ? `You already have a view named “${clash.name}”.` : undefined;
}
