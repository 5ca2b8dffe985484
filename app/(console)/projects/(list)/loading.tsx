import { Skeleton, SkeletonList } from "@/components/ui/skeleton";

// Mirrors the projects page: heading, toolbar, table rows, pagination. The filters show their labels while the
// page loads, so the toolbar never paints as unlabelled blank boxes.
const filters = ["Status: …", "Archived: …", "Client contact id"];

export default function Loading() {
  return (
    <div aria-busy="true" aria-label="Loading projects">
      <Skeleton className="mb-4 h-8 w-40" />
      <div className="flex gap-2 pb-3">
        {filters.map((label) => (
          <span
            key={label}
            className="flex h-8 w-44 items-center rounded-md border px-3 text-sm text-muted-foreground"
          >
            {label}
          </span>
        ))}
      </div>
      <SkeletonList count={10} item="h-8 w-full" className="space-y-2 rounded-md border p-3" />
      <Skeleton className="mt-3 h-8 w-72" />
    </div>
  );
}
