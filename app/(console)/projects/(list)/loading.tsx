import { Skeleton } from "@/components/ui/skeleton";

// Mirrors the projects page: heading, toolbar, table rows, pagination.
export default function Loading() {
  return (
    <div aria-busy="true" aria-label="Loading projects">
      <Skeleton className="mb-4 h-8 w-40" />
      <div className="flex gap-2 pb-3">
        <Skeleton className="h-8 w-36" />
        <Skeleton className="h-8 w-40" />
        <Skeleton className="h-8 w-40" />
      </div>
      <div className="space-y-2 rounded-md border p-3">
        {Array.from({ length: 10 }, (_, i) => (
          <Skeleton key={i} className="h-8 w-full" />
        ))}
      </div>
      <Skeleton className="mt-3 h-8 w-72" />
    </div>
  );
}
