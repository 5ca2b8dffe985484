"use client";

import { useUrlState } from "@/components/url-state/use-url-state";
import { ZOOMS, type Zoom } from "@/lib/schedule/zoom";

export type ScheduleViewName = "timeline" | "list";
export const DEFAULT_ZOOM: Zoom = "month";

type ScheduleParams = { zoom: Zoom; view: ScheduleViewName };
const isZoom = (v: string | null): v is Zoom => (ZOOMS as readonly string[]).includes(v ?? "");

function parseScheduleParams(p: URLSearchParams): ScheduleParams {
  const zoom = p.get("zoom");
  return { zoom: isZoom(zoom) ? zoom : DEFAULT_ZOOM, view: p.get("view") === "list" ? "list" : "timeline" };
}

function scheduleSearch(s: ScheduleParams): string {
  const q = new URLSearchParams();
  if (s.zoom !== DEFAULT_ZOOM) q.set("zoom", s.zoom);
  if (s.view !== "timeline") q.set("view", s.view);
  const out = q.toString();
  return out ? `?${out}` : "";
}

// The view (?view=list) and the zoom (?zoom=week|month|quarter) live in the URL, so a link or a reload keeps them.
// They change shallowly: switching the zoom does not fetch the schedule again.
export function useScheduleParams() {
  const [{ zoom, view }, set] = useUrlState(parseScheduleParams, scheduleSearch, { shallow: true });
  return { zoom, view, set };
}
