import { Skeleton } from "@/components/ui/skeleton";

// Mirrors the signature checker: back link, heading, the form beside the explanation. Without it the list's
// skeleton (the parent segment's) would stand in for this page.
export default function Loading() {
  return (
    <div aria-busy="true" aria-label="Loading the signature checker">
      <Skeleton className="mb-2 h-4 w-24" />
      <Skeleton className="h-8 w-56" />
      <Skeleton className="mt-2 mb-6 h-4 w-96 max-w-full" />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid content-start gap-4">
          <Skeleton className="h-40 w-full" />
          <div className="grid gap-4 sm:grid-cols-2">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-9 w-40" />
        </div>
        <Skeleton className="h-80 w-full" />
      </div>
    </div>
  );
}
