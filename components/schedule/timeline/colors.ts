// `color` is hex or a token name; tokens read as palette names at the 600 shade (visible on light and dark).
// Unreadable values are neutral grey, never passing for a deliberate choice. Labels sit beside bars, not on them.

const PALETTE: Record<string, string> = {
  slate: "#475569",
  gray: "#4b5563",
  grey: "#4b5563",
  zinc: "#52525b",
  neutral: "#525252",
  stone: "#57534e",
  red: "#dc2626",
  orange: "#ea580c",
  amber: "#d97706",
  yellow: "#ca8a04",
  lime: "#65a30d",
  green: "#16a34a",
  emerald: "#059669",
  teal: "#0d9488",
  cyan: "#0891b2",
  sky: "#0284c7",
  blue: "#2563eb",
  indigo: "#4f46e5",
  violet: "#7c3aed",
  purple: "#9333ea",
  fuchsia: "#c026d3",
  pink: "#db2777",
  rose: "#e11d48",
};

export const FALLBACK_COLOR = "var(--primary)";
export const NEUTRAL_COLOR = "#64748b";

export function barColor(color: string | null | undefined): string {
  const c = color?.trim().toLowerCase();
  if (!c) return FALLBACK_COLOR;
  if (/^#[0-9a-f]{6}$/.test(c)) return c;
  if (/^#[0-9a-f]{3}$/.test(c)) return `#${[...c.slice(1)].map((d) => d + d).join("")}`;
  const words = c.split(/[-_\s]+/);
  return words.map((w) => PALETTE[w]).find(Boolean) ?? NEUTRAL_COLOR;
}

// Completed work is hatched (and its label carries a check), so status never rests on colour alone. The stripes
// are the page's background colour, so they show on any fill in either theme.
export const HATCH =
  "repeating-linear-gradient(135deg, color-mix(in srgb, var(--background) 70%, transparent) 0 3px, transparent 3px 7px)";
