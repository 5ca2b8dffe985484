import { Skeleton, SkeletonList } from "@/components/ui/skeleton";

// Mirrors the webhooks page: heading, fleet health tiles, toolbar, table rows.
export default function Loading() {
  return (
    <div aria-busy="true" aria-label="Loading webhooks">
      <div className="mb-4 flex justify-between gap-3">
        <div className="space-y-2">
          <Skeleton className="h-8 w-40" />
          <Skeleton className="h-4 w-96 max-w-full" />
        </div>
        <Skeleton className="h-9 w-48" />
      </div>
      <Skeleton className="mb-3 h-6 w-32" />
      <SkeletonList count={8} item="h-20 w-28" className="mb-6 flex flex-wrap gap-2" />
      <div className="flex gap-2 pb-3">
        <Skeleton className="h-8 w-44" />
        <Skeleton className="h-8 w-40" />
      </div>
      <SkeletonList count={6} item="h-10 w-full" className="space-y-2 rounded-md border p-3" />
    </div>
  );
}
