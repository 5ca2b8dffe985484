import { Skeleton, SkeletonList } from "@/components/ui/skeleton";

// Mirrors the schedule picker: heading, intro, two cards with a search box and a list.
export default function Loading() {
  return (
    <div aria-busy="true" aria-label="Loading schedule picker">
      <Skeleton className="mb-2 h-8 w-40" />
      <Skeleton className="mb-6 h-4 w-96 max-w-full" />
      <div className="grid gap-6 lg:grid-cols-2">
        {[0, 1].map((card) => (
          <div key={card} className="grid gap-3 rounded-xl border p-6">
            <Skeleton className="h-5 w-24" />
            <Skeleton className="h-9 w-full" />
            <SkeletonList count={6} item="h-10 w-full" className="contents" />
          </div>
        ))}
      </div>
    </div>
  );
}
