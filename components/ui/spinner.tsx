import * as React from "react";
import { Loader2Icon } from "lucide-react";

import { cn } from "@/lib/utils";

type SpinnerProps = React.ComponentProps<"span"> & {
  /** Announced to screen readers; defaults to "Loading". */
  label?: string;
  /** Classes for the icon (size, color); `className` styles the wrapper. */
  iconClassName?: string;
};

function Spinner({ label = "Loading", className, iconClassName, ...props }: SpinnerProps) {
  return (
    <span role="status" data-slot="spinner" className={cn("inline-flex items-center", className)} {...props}>
      <Loader2Icon
        aria-hidden
        className={cn("size-4 animate-spin motion-reduce:animate-none", iconClassName)}
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export { Spinner, type SpinnerProps };
