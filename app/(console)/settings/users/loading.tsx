import { Skeleton, SkeletonList } from "@/components/ui/skeleton";

// Mirrors the users page: heading, note, search and invite, table rows.
export default function Loading() {
  return (
    <div aria-busy="true" aria-label="Loading users">
      <Skeleton className="mb-2 h-8 w-32" />
      <Skeleton className="mb-4 h-5 w-full max-w-prose" />
      <div className="mb-4 flex justify-between gap-2">
        <Skeleton className="h-14 w-72" />
        <Skeleton className="h-9 w-32" />
      </div>
      <SkeletonList count={6} item="h-10 w-full" className="space-y-2 rounded-md border p-3" />
    </div>
  );
}
