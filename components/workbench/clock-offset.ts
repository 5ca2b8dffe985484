import { formatDuration, intervalToDuration } from "date-fns";

// "1 hour 5 minutes" for an offset in seconds ("0 seconds" when none).
export function describeOffset(offsetS: number): string {
  if (offsetS === 0) return "0 seconds";
  return formatDuration(intervalToDuration({ start: 0, end: offsetS * 1000 })) || `${offsetS} seconds`;
}
