import { cn } from "@/lib/utils";

// The select trigger's look, shared by the Radix trigger (./select-radix) and its stand-in before Radix loads
// (./select), so the swap does not show.
export const selectTriggerClass = (className?: string) =>
  cn(
    "flex w-fit items-center justify-between gap-2 whitespace-nowrap rounded-md border border-input bg-background px-3 py-2 text-sm shadow-xs transition-colors",
    "data-[size=default]:h-9 data-[size=sm]:h-8 data-[placeholder]:text-muted-foreground",
    "disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive",
    "*:data-[slot=select-value]:line-clamp-1 *:data-[slot=select-value]:flex *:data-[slot=select-value]:items-center *:data-[slot=select-value]:gap-2",
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
    className,
  );
