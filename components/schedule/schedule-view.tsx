"use client";

import { useQuery } from "@tanstack/react-query";
import { AlertTriangle, CalendarClock, ChevronRight, LocateFixed } from "lucide-react";
import Link from "next/link";
import { useMemo, useRef, useSyncExternalStore } from "react";
import { CreateMilestoneButton } from "@/components/schedule/edit/create-milestone-button";
import { ChartSkeleton } from "@/components/schedule/timeline/schedule-skeleton";
import type { TimelineHandle } from "@/components/schedule/timeline/timeline";
import { useScheduleParams, type ScheduleViewName } from "@/components/schedule/timeline/use-schedule-params";
import type { ScheduleParent } from "@/components/schedule/use-milestone-mutations";
import { useShell } from "@/components/shell/environment-context";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { lazyModule } from "@/components/ui/lazy-module";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { can } from "@/lib/auth/permissions";
import { UnreadableRecords } from "@/components/record/unreadable-notice";
import { scheduleOptions } from "@/lib/schedule/queries";
import { parentKind } from "@/lib/schedule/parent-kinds";

type Props = {
  parent: ScheduleParent;
  // The project's or lead's name, and where its detail page is.
  parentName: string;
  parentHref: string;
};

// The timeline, the list and the zoom control (./schedule-chart.tsx): fetched as soon as this code runs in the
// browser, so they arrive while the page hydrates, before the schedule can be drawn.
const scheduleChart = lazyModule(() => import("./schedule-chart"));
if (typeof window !== "undefined") scheduleChart.load().catch(() => undefined);

// Dates are drawn in the browser's time zone, which the server does not know: the schedule itself renders only
// in the browser (the server and the hydrating render show the skeleton), so the two never disagree.
const noop = () => () => {};
const useInBrowser = () =>
  useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );

// /projects/{id}/schedule and /leads/{id}/schedule: the page body.
export function ScheduleView({ parent, parentName, parentHref }: Props) {
  const { role } = useShell();
  const canEdit = can(role, "records:write");
  const browser = useInBrowser();
  const { module: chart, failed: chartFailed, retry: retryChart } = scheduleChart.useModuleState(browser);
  const query = useQuery(scheduleOptions(parent.parentType, parent.parentId));
  const { zoom, view, set } = useScheduleParams();
  const timeline = useRef<TimelineHandle>(null);
  const milestones = query.data?.data;
  const phases = useMemo(
    () =>
      (milestones ?? [])
        .filter((m) => m.milestoneType === "PHASE")
        .sort((a, b) => a.position - b.position || a.name.localeCompare(b.name)),
    [milestones],
  );
  const section = parentKind(parent.parentType).section;
  const ready = browser && chart && milestones && milestones.length > 0;

  const body = () => {
    if (!browser || (query.isPending && !milestones)) return <ChartSkeleton />;
    if (!milestones)
      return (
        <div role="alert" className="grid justify-items-center gap-3 rounded-md border p-8 text-center">
          <AlertTriangle aria-hidden className="size-8 text-destructive" />
          <p className="font-semibold">The schedule could not be loaded</p>
          <p className="text-sm text-muted-foreground">{query.error?.message}</p>
          <Button onClick={() => void query.refetch()} disabled={query.isFetching}>
            {query.isFetching ? "Trying again…" : "Try again"}
          </Button>
        </div>
      );
    if (milestones.length === 0)
      return (
        <EmptyState
          icon={<CalendarClock />}
          title="No schedule yet"
          headingLevel={2}
          description={
            canEdit
              ? "Add a phase, then the items and checkpoints under it."
              : "Nobody has planned this schedule yet."
          }
          action={<CreateMilestoneButton parent={parent} phases={phases} />}
        />
      );
    if (!chart && chartFailed)
      return (
        <div role="alert" className="grid justify-items-center gap-3 rounded-md border p-8 text-center">
          <AlertTriangle aria-hidden className="size-8 text-destructive" />
          <p className="font-semibold">The timeline could not be downloaded</p>
          <p className="text-sm text-muted-foreground">
            Check the connection; it is tried again every few seconds.
          </p>
          <Button onClick={retryChart}>Try again now</Button>
        </div>
      );
    if (!chart) return <ChartSkeleton />;
    return null;
  };
  const placeholder = body();

  // min-w-0 down the chain: the chart and the table scroll inside their own boxes, never widen the page.
  return (
    <div className="grid min-w-0 gap-4">
      <div className="grid gap-1">
        <nav aria-label="Breadcrumb">
          <ol className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
            <li>
              <Link href={`/${section.toLowerCase()}`} className="hover:text-foreground hover:underline">
                {section}
              </Link>
            </li>
            <li aria-hidden>
              <ChevronRight className="size-3.5" />
            </li>
            <li>
              <Link href={parentHref} className="hover:text-foreground hover:underline">
                {parentName}
              </Link>
            </li>
            <li aria-hidden>
              <ChevronRight className="size-3.5" />
            </li>
            <li aria-current="page" className="text-foreground">
              Schedule
            </li>
          </ol>
        </nav>
        <h1 className="text-2xl font-semibold break-words">Schedule — {parentName}</h1>
      </div>
      <UnreadableRecords issues={query.data?.unreadable} />

      <Tabs
        value={view}
        onValueChange={(v) => set({ view: v as ScheduleViewName })}
        className="min-w-0 gap-3"
      >
        <div className="flex flex-wrap items-center gap-3">
          <TabsList aria-label="View">
            <TabsTrigger value="timeline" className="px-3">
              Timeline
            </TabsTrigger>
            <TabsTrigger value="list" className="px-3">
              List
            </TabsTrigger>
          </TabsList>
          {view === "timeline" && ready && chart && (
            <>
              <chart.ZoomToggle zoom={zoom} onChange={(z) => set({ zoom: z })} />
              <Button variant="outline" size="sm" onClick={() => timeline.current?.scrollToToday()}>
                <LocateFixed aria-hidden />
                Today
              </Button>
            </>
          )}
          {ready && (
            <div className="ml-auto">
              <CreateMilestoneButton parent={parent} phases={phases} />
            </div>
          )}
        </div>
        {/* The panels' own content is focusable (the chart and the table are), so the panels need no tab stop. */}
        <TabsContent value="timeline" className="grid min-w-0 gap-2" tabIndex={placeholder ? 0 : -1}>
          {placeholder ??
            (chart && milestones && (
              <chart.TimelinePanel
                ref={timeline}
                milestones={milestones}
                parent={parent}
                canEdit={canEdit}
                zoom={zoom}
              />
            ))}
        </TabsContent>
        <TabsContent value="list" className="grid min-w-0" tabIndex={placeholder ? 0 : -1}>
          {placeholder ??
            (chart && milestones && (
              <chart.ScheduleList milestones={milestones} parent={parent} canEdit={canEdit} />
            ))}
        </TabsContent>
      </Tabs>
    </div>
  );
}
