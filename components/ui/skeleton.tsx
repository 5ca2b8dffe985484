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

export { Skeleton };
