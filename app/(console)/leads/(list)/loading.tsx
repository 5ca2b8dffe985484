import { Skeleton, SkeletonList } from "@/components/ui/skeleton";

// Mirrors the board: heading, toolbar, seven columns of cards.
export default function Loading() {
  return (
    <div aria-busy="true" aria-label="Loading leads">
      <Skeleton className="mb-4 h-8 w-32" />
      <Skeleton className="mb-3 h-8 w-96" />
      <div className="flex gap-3">
        {Array.from({ length: 7 }, (_, i) => (
          <div key={i} className="w-72 shrink-0 space-y-2 rounded-lg border p-2">
            <Skeleton className="h-10 w-full" />
            <SkeletonList count={2} item="h-28 w-full" className="space-y-2" />
          </div>
        ))}
      </div>
    </div>
  );
}
