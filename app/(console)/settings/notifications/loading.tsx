import { Skeleton } from "@/components/ui/skeleton";

// Mirrors the notifications page: heading, then the form's card.
export default function Loading() {
  return (
    <div aria-busy="true" aria-label="Loading your notification settings">
      <Skeleton className="mb-4 h-8 w-40" />
      <Skeleton className="h-80 w-full max-w-xl" />
    </div>
  );
}
