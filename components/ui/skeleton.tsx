import * as React from "react";

import { cn } from "@/lib/utils";

/** Decorative loading placeholder (aria-hidden); announce loading elsewhere, e.g. with `Spinner` or aria-busy. */
function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden
      className={cn("animate-pulse rounded-md bg-muted motion-reduce:animate-none", className)}
      {...props}
    />
  );
}

/** `count` placeholders of one shape (`item`) inside one box (`className`): table rows, list items, tiles. */
function SkeletonList({ count, item, className }: { count: number; item: string; className?: string }) {
  return (
    <div className={className}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className={item} />
      ))}
    </div>
  );
}

/** A card's placeholder: its title, then a line for each width. */
function SkeletonCard({ lines, className }: { lines: string[]; className?: string }) {
  return (
    <div className={cn("grid gap-4 rounded-xl border p-6", className)}>
      <Skeleton className="h-5 w-28" />
      {lines.map((w, i) => (
        <Skeleton key={i} className={cn("h-4", w)} />
      ))}
    </div>
  );
}

/** What a screen reader hears while a region's placeholders show. */
function LoadingStatus({ children }: { children: React.ReactNode }) {
  return (
    <span className="sr-only" role="status">
      {children}
    </span>
  );
}

export { LoadingStatus, Skeleton, SkeletonCard, SkeletonList };
