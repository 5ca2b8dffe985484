"use client";

import { parseAsStringLiteral, useQueryStates } from "nuqs";
import { ZOOMS, type Zoom } from "@/lib/schedule/layout";

export type ScheduleViewName = "timeline" | "list";
export const DEFAULT_ZOOM: Zoom = "month";

// Anything else in the URL reads as the default; the defaults are left out of it.
const scheduleParams = {
  zoom: parseAsStringLiteral(ZOOMS).withDefault(DEFAULT_ZOOM),
  view: parseAsStringLiteral(["timeline", "list"] as const).withDefault("timeline"),
};

// The view (?view=list) and the zoom (?zoom=week|month|quarter) live in the URL, so a link or a reload keeps them.
// They change shallowly: switching the zoom does not fetch the schedule again.
export function useScheduleParams() {
  const [{ zoom, view }, set] = useQueryStates(scheduleParams, {
    shallow: true,
    history: "replace",
    scroll: false,
  });
  return { zoom, view, set };
}
