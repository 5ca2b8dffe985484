import { Skeleton, SkeletonList } from "@/components/ui/skeleton";

// Mirrors the account page: heading, then its four sections.
export default function Loading() {
  return (
    <div aria-busy="true" aria-label="Loading your account">
      <Skeleton className="mb-4 h-8 w-40" />
      <SkeletonList count={4} item="h-32 w-full max-w-md" className="space-y-6" />
    </div>
  );
}
