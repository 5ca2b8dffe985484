import { Skeleton, SkeletonList } from "@/components/ui/skeleton";

// Mirrors the custom fields page: heading, note, toolbar, table rows, pagination.
export default function Loading() {
  return (
    <div aria-busy="true" aria-label="Loading custom fields">
      <Skeleton className="mb-2 h-8 w-48" />
      <Skeleton className="mb-4 h-5 w-full max-w-prose" />
      <div className="flex gap-2 pb-3">
        <Skeleton className="h-8 w-44" />
        <Skeleton className="h-8 w-52" />
      </div>
      <SkeletonList count={8} item="h-8 w-full" className="space-y-2 rounded-md border p-3" />
      <Skeleton className="mt-3 h-8 w-72" />
    </div>
  );
}
