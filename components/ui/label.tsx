"use client";

import * as React from "react";

import { cn } from "@/lib/utils";

// A plain <label> doing what Radix's Label adds, without its code: a double click on the text does not select
// it, unless it lands in a wrapped control.
function Label({ className, onMouseDown, ...props }: React.ComponentProps<"label">) {
  return (
    <label
      data-slot="label"
      className={cn(
        "flex select-none items-center gap-2 text-sm font-medium leading-none peer-disabled:cursor-not-allowed peer-disabled:opacity-50 group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50",
        className,
      )}
      onMouseDown={(e) => {
        if ((e.target as HTMLElement).closest("button, input, select, textarea")) return;
        onMouseDown?.(e);
        if (!e.defaultPrevented && e.detail > 1) e.preventDefault();
      }}
      {...props}
    />
  );
}

export { Label };
