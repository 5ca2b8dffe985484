import { Skeleton } from "@/components/ui/skeleton";

// The form's shape while its page loads (new and edit routes' loading.tsx).
export function ProjectFormSkeleton() {
  return (
    <div className="mx-auto grid max-w-3xl gap-6" aria-busy="true">
      <span className="sr-only" role="status">
        Loading the form…
      </span>
      <div className="grid gap-2">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-8 w-48" />
      </div>
      <div className="grid gap-5 rounded-xl border p-6 md:grid-cols-2">
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i} className={i === 0 || i === 7 ? "grid gap-2 md:col-span-2" : "grid gap-2"}>
            <Skeleton className="h-4 w-28" />
            <Skeleton className={i === 7 ? "h-24" : "h-9"} />
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
