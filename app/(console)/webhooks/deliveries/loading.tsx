import { Skeleton } from "@/components/ui/skeleton";

// Mirrors the search page: heading, the filter form, the results.
export default function Loading() {
  return (
    <div aria-busy="true" aria-label="Loading the delivery search">
      <Skeleton className="mb-4 h-8 w-48" />
      <Skeleton className="mb-4 h-24 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}
