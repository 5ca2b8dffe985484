"use client";

import { useSearchParams } from "next/navigation";
import { useCallback } from "react";
import { ZOOMS, type Zoom } from "@/lib/schedule/layout";

export type ScheduleViewName = "timeline" | "list";
export const DEFAULT_ZOOM: Zoom = "month";

const isZoom = (v: string | null): v is Zoom => (ZOOMS as readonly string[]).includes(v ?? "");

// The view (?view=list) and the zoom (?zoom=week|month|quarter) live in the URL, so a link or a reload keeps them.
// They change through history.replaceState, which Next's router follows (useSearchParams updates) without a
// server round trip: switching the zoom does not fetch the schedule again.
export function useScheduleParams() {
  const params = useSearchParams();
  const zoom: Zoom = isZoom(params.get("zoom")) ? (params.get("zoom") as Zoom) : DEFAULT_ZOOM;
  const view: ScheduleViewName = params.get("view") === "list" ? "list" : "timeline";
  const set = useCallback((patch: { zoom?: Zoom; view?: ScheduleViewName }) => {
    const next = new URLSearchParams(window.location.search);
    if (patch.zoom) {
      if (patch.zoom === DEFAULT_ZOOM) next.delete("zoom");
      else next.set("zoom", patch.zoom);
    }
    if (patch.view) {
      if (patch.view === "timeline") next.delete("view");
      else next.set("view", patch.view);
    }
    const q = next.toString();
    window.history.replaceState(null, "", `${window.location.pathname}${q ? `?${q}` : ""}`);
  }, []);
  return { zoom, view, set };
}
