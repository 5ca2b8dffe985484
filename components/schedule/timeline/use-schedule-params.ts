"use client";

import { useSyncExternalStore } from "react";
import { useUrlState } from "@/components/url-state/use-url-state";
import { ZOOMS, type Zoom } from "@/lib/schedule/zoom";

export type ScheduleViewName = "timeline" | "list";
export const DEFAULT_ZOOM: Zoom = "month";

// `view` absent: the device's default (a phone opens on the list: the timeline leaves a 390 px screen too little).
type ScheduleParams = { zoom: Zoom; view?: ScheduleViewName };
const isZoom = (v: string | null): v is Zoom => (ZOOMS as readonly string[]).includes(v ?? "");

function parseScheduleParams(p: URLSearchParams): ScheduleParams {
  const zoom = p.get("zoom");
  const view = p.get("view");
  return {
    zoom: isZoom(zoom) ? zoom : DEFAULT_ZOOM,
    view: view === "list" || view === "timeline" ? view : undefined,
  };
}

function scheduleSearch(s: ScheduleParams): string {
  const q = new URLSearchParams();
  if (s.zoom !== DEFAULT_ZOOM) q.set("zoom", s.zoom);
  if (s.view) q.set("view", s.view);
  const out = q.toString();
  return out ? `?${out}` : "";
}

// The view (?view=list) and the zoom (?zoom=week|month|quarter) live in the URL, so a link or a reload keeps them.
// They change shallowly: switching the zoom does not fetch the schedule again.
export function useScheduleParams() {
  const [{ zoom, view }, set] = useUrlState(parseScheduleParams, scheduleSearch, { shallow: true });
  const phone = useSyncExternalStore(subscribePhone, isPhone, () => false);
  return { zoom, view: view ?? (phone ? "list" : "timeline"), set };
}

// Narrower than Tailwind's `sm` (640 px).
const PHONE = "(max-width: 639.98px)";
const isPhone = () => window.matchMedia(PHONE).matches;
function subscribePhone(onChange: () => void) {
  const query = window.matchMedia(PHONE);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}
