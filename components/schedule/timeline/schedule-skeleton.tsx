import { LoadingStatus, Skeleton } from "@/components/ui/skeleton";

// The chart's shape while the schedule loads: names on the left, bars of varied length and offset on the right.
export function ChartSkeleton({ rows = 10 }: { rows?: number }) {
  return (
    <div className="grid gap-0 overflow-hidden rounded-md border" aria-busy="true">
      <LoadingStatus>Loading the schedule…</LoadingStatus>
      <div className="flex h-[52px] border-b">
        <div className="w-72 shrink-0 border-r" />
      </div>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex h-9 items-center border-b last:border-b-0">
          <div
            className="flex w-72 shrink-0 items-center border-r px-2.5"
            style={{ paddingLeft: i % 4 ? 28 : 10 }}
          >
            <Skeleton className="h-4" style={{ width: `${40 + ((i * 37) % 45)}%` }} />
          </div>
          <div className="relative h-full flex-1">
            <Skeleton
              className="absolute top-2 h-5"
              style={{ left: `${5 + ((i * 13) % 50)}%`, width: `${8 + ((i * 29) % 25)}%` }}
            />
          </div>
        </div>
      ))}
    </div>
  );
}

// A schedule page while it loads (its loading.tsx): breadcrumb, title, toolbar, chart.
export function ScheduleSkeleton() {
  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <Skeleton className="h-4 w-56" />
        <Skeleton className="h-8 w-80" />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Skeleton className="h-9 w-40" />
        <Skeleton className="h-8 w-52" />
        <Skeleton className="h-8 w-16" />
      </div>
      <ChartSkeleton />
    </div>
  );
}
