import { LoadingStatus, Skeleton, SkeletonCard, SkeletonList } from "@/components/ui/skeleton";

// The health view's shape while it loads: header with status and meter, forecast and schedule side by side,
// then the stats and the log.
export function HealthSkeleton() {
  return (
    <div className="mx-auto grid max-w-5xl gap-6" aria-busy="true">
      <LoadingStatus>Loading delivery health…</LoadingStatus>
      <div className="grid gap-2">
        <Skeleton className="h-4 w-24" />
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="grid gap-2">
            <Skeleton className="h-8 w-56" />
            <Skeleton className="h-4 w-80" />
            <div className="flex gap-3">
              <Skeleton className="h-5 w-16" />
              <Skeleton className="h-3 w-64 self-center" />
            </div>
          </div>
          <div className="flex gap-2">
            <Skeleton className="h-9 w-24" />
            <Skeleton className="h-9 w-24" />
          </div>
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        {Array.from({ length: 2 }, (_, i) => (
          <SkeletonCard key={i} lines={["w-full", "w-3/4", "w-5/6", "w-1/2"]} />
        ))}
      </div>
      <div className="grid gap-4 rounded-xl border p-6">
        <Skeleton className="h-5 w-64" />
        <Skeleton className="h-56 w-full" />
      </div>
      <div className="grid gap-3 rounded-xl border p-6">
        <Skeleton className="h-5 w-32" />
        <SkeletonList count={4} item="h-12 w-full" className="contents" />
      </div>
    </div>
  );
}
