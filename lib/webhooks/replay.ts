import { format } from "date-fns";

// The replay-failed dialog's dates: its "since" default and the datetime-local field it is edited in.

// The default "since" is the earlier of the last change and 24 h ago: after a reactivation, the deliveries to
// resend failed before it.
const DAY_MS = 24 * 60 * 60_000;
export function defaultReplaySince(updatedAt: string, now: Date = new Date()): Date {
  return new Date(Math.min(Date.parse(updatedAt), now.getTime() - DAY_MS));
}

// The preset, and why it is that time, in words a person reads in the dialog.
export function replayPreset(updatedAt: string, now: Date = new Date()): { since: Date; why: string } {
  const since = defaultReplaySince(updatedAt, now);
  const changed = Date.parse(updatedAt) <= now.getTime() - DAY_MS;
  return {
    since,
    why: changed
      ? `Preset to ${format(since, "MMM d, HH:mm")}, when the subscription was last changed (usually its reactivation): the failures before it are the ones a reactivation left behind.`
      : "Preset to 24 hours ago: the subscription changed within the last day (usually its reactivation), and this reaches back before that change.",
  };
}

// Quick choices beside the field: the last hour, day and week, and the last change when it is older than a day.
export function replayWindows(updatedAt: string, now: Date = new Date()): { label: string; since: Date }[] {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const list = [
    { label: "Last hour", since: ago(60 * 60_000) },
    { label: "Last 24 hours", since: ago(DAY_MS) },
    { label: "Last 7 days", since: ago(7 * DAY_MS) },
  ];
  const changed = Date.parse(updatedAt);
  if (changed <= now.getTime() - DAY_MS)
    list.push({ label: "Since its last change", since: new Date(changed) });
  return list;
}

// <input type="datetime-local"> speaks local wall time without a zone, to the minute.
export const toLocalInput = (d: Date) => format(d, "yyyy-MM-dd'T'HH:mm");
export function fromLocalInput(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(value)) return null;
  const d = new Date(value); // a date-time without a zone is local time
  return Number.isNaN(d.getTime()) ? null : d;
}
