import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/utils";
import { HATCH } from "./colors";

// What the timeline's marks mean; each sample is decorative, its word says it.
// The baseline entry only when some row has a baseline to draw.
export function TimelineLegend({ className, baseline }: { className?: string; baseline: boolean }) {
  return (
    <ul aria-label="Legend" className={cn("flex flex-wrap items-center gap-x-4 gap-y-1 text-xs", className)}>
      <Entry sample={<span className="h-3 w-6 rounded-sm bg-primary" />}>Item</Entry>
      <Entry
        sample={
          <span className="mx-1 size-2.5 rotate-45 rounded-[1px] border-2 border-primary bg-background" />
        }
      >
        Checkpoint
      </Entry>
      <Entry sample={<span className="h-1.5 w-6 rounded-t-sm bg-primary" />}>Phase (span of its items)</Entry>
      <Entry
        sample={
          <span className="flex items-center gap-0.5">
            <Check className="size-3.5" />
            <span className="h-3 w-6 rounded-sm bg-primary" style={{ backgroundImage: HATCH }} />
          </span>
        }
      >
        Completed
      </Entry>
      {baseline && (
        <Entry sample={<span className="h-1 w-6 rounded-full bg-muted-foreground/70" />}>
          Baseline (planned)
        </Entry>
      )}
      <Entry sample={<span className="h-3.5 w-0.5 bg-destructive" />}>Today</Entry>
    </ul>
  );
}

function Entry({ sample, children }: { sample: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-1.5">
      <span aria-hidden className="flex items-center">
        {sample}
      </span>
      {children}
    </li>
  );
}
