import { format } from "date-fns";

// The replay-failed dialog's dates: its "since" default and the datetime-local field it is edited in.

// "Replay every failed delivery since…" starts at the earlier of the subscription's last change (usually the
// reactivation that came before it) and 24 h ago: right after a reactivation the deliveries that failed before
// it are the ones to resend, and they are older than the change itself.
const DAY_MS = 24 * 60 * 60_000;
export function defaultReplaySince(updatedAt: string, now: Date = new Date()): Date {
  return new Date(Math.min(Date.parse(updatedAt), now.getTime() - DAY_MS));
}

// <input type="datetime-local"> speaks local wall time without a zone, to the minute.
export const toLocalInput = (d: Date) => format(d, "yyyy-MM-dd'T'HH:mm");
export function fromLocalInput(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(value)) return null;
  const d = new Date(value); // a date-time without a zone is local time
  return Number.isNaN(d.getTime()) ? null : d;
}
