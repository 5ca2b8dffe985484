"use client";

import { useQuery } from "@tanstack/react-query";
import { Clock } from "lucide-react";
import { formatDateTime } from "@/lib/format/dates";
import { cn } from "@/lib/utils";
import { clockQuery } from "@/lib/workbench/queries";
import { describeOffset } from "./clock-offset";

// Across the workbench while the sandbox clock is shifted: the time the delivery engine schedules by. Not a live
// region: it changes every minute, and the clock page announces each move itself.
export function ClockBadge({ className }: { className?: string }) {
  const { data } = useQuery(clockQuery());
  const c = data?.data;
  if (!c || c.offsetS === 0) return null;
  return (
    <p
      className={cn(
        "flex flex-wrap items-center gap-2 rounded-md border border-warning bg-warning/10 px-3 py-2 text-sm",
        className,
      )}
    >
      <Clock aria-hidden className="size-4" />
      <span>
        Sandbox time: <strong>{formatDateTime(new Date(c.now))}</strong> ({describeOffset(c.offsetS)} ahead of
        real time)
      </span>
    </p>
  );
}
