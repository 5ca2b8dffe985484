import { LoadingStatus, Skeleton } from "@/components/ui/skeleton";

// A record form's shape while its page loads (new and edit routes' loading.tsx): the first field (the name) and
// the last (a text area) span the row.
export function FormSkeleton({ fields = 8 }: { fields?: number }) {
  const last = fields - 1;
  return (
    <div className="mx-auto grid max-w-3xl gap-6" aria-busy="true">
      <LoadingStatus>Loading the form…</LoadingStatus>
      <div className="grid gap-2">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-8 w-48" />
      </div>
      <div className="grid gap-5 rounded-xl border p-6 md:grid-cols-2">
        {Array.from({ length: fields }, (_, i) => (
          <div key={i} className={i === 0 || i === last ? "grid gap-2 md:col-span-2" : "grid gap-2"}>
            <Skeleton className="h-4 w-28" />
            <Skeleton className={i === last ? "h-24" : "h-9"} />
          </div>
        ))}
      </div>
      <div className="grid gap-4 rounded-xl border p-6">
        <Skeleton className="h-5 w-24" />
        <Skeleton className="h-9 w-32" />
      </div>
      <div className="flex gap-2">
        <Skeleton className="h-9 w-32" />
        <Skeleton className="h-9 w-20" />
      </div>
    </div>
  );
}
