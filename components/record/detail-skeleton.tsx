import { LoadingStatus, Skeleton, SkeletonCard, SkeletonList } from "@/components/ui/skeleton";

// A detail page's shape while it loads (its loading.tsx): back link, title with badges and actions, then four cards
// in two columns.
export function DetailSkeleton({ what, actions = 2 }: { what: string; actions?: number }) {
  return (
    <div className="mx-auto grid max-w-5xl gap-6" aria-busy="true">
      <LoadingStatus>Loading {what}…</LoadingStatus>
      <div className="grid gap-2">
        <Skeleton className="h-4 w-20" />
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="grid gap-2">
            <Skeleton className="h-8 w-64" />
            <Skeleton className="h-5 w-20" />
          </div>
          <SkeletonList count={actions} item="h-9 w-24" className="flex gap-2" />
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        {Array.from({ length: 4 }, (_, i) => (
          <SkeletonCard key={i} lines={["w-full", "w-3/4", "w-1/2"]} />
        ))}
      </div>
    </div>
  );
}
