"use client";

import { ToggleGroup } from "radix-ui";
import type { Ref } from "react";
import { ScheduleList } from "@/components/schedule/list/schedule-list";
import { TimelineLegend } from "@/components/schedule/timeline/legend";
import { Timeline, type TimelineHandle } from "@/components/schedule/timeline/timeline";
import type { ScheduleParent } from "@/components/schedule/use-milestone-mutations";
import type { Milestone } from "@/lib/partner-api/contract/reader";
import { ZOOMS, type Zoom } from "@/lib/schedule/zoom";
import { cn } from "@/lib/utils";

// The timeline, the list and the zoom control render only in the browser (schedule-view.tsx), so they are code
// of their own, fetched while the page hydrates.

export { ScheduleList };

export function TimelinePanel(props: {
  milestones: readonly Milestone[];
  parent: ScheduleParent;
  canEdit: boolean;
  zoom: Zoom;
  ref?: Ref<TimelineHandle>;
}) {
  return (
    <>
      <TimelineLegend
        baseline={props.milestones.some((m) => m.baselineStartDate != null || m.baselineDueDate != null)}
      />
      <Timeline {...props} />
    </>
  );
}

const ZOOM_LABEL: Record<Zoom, string> = { week: "Week", month: "Month", quarter: "Quarter" };

export function ZoomToggle({ zoom, onChange }: { zoom: Zoom; onChange: (zoom: Zoom) => void }) {
  return (
    <ToggleGroup.Root
      type="single"
      value={zoom}
      onValueChange={(z) => z && onChange(z as Zoom)}
      aria-label="Zoom"
      className="flex rounded-md border p-0.5"
    >
      {ZOOMS.map((z) => (
        <ToggleGroup.Item
          key={z}
          value={z}
          className={cn(
            "h-7 rounded-sm px-3 text-sm font-medium text-muted-foreground hover:text-foreground",
            "data-[state=on]:bg-secondary data-[state=on]:text-secondary-foreground",
          )}
        >
          {ZOOM_LABEL[z]}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}
