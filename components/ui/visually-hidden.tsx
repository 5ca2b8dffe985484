import * as React from "react";

import { cn } from "@/lib/utils";

/** Content for screen readers only (e.g. a label for an icon-only control). Same as Tailwind's `sr-only`. */
function VisuallyHidden({ className, ...props }: React.ComponentProps<"span">) {
  return <span data-slot="visually-hidden" className={cn("sr-only", className)} {...props} />;
}

export { VisuallyHidden };
