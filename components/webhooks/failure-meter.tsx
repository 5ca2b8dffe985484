import { CircleAlert, CircleCheck, OctagonAlert, TriangleAlert, type LucideIcon } from "lucide-react";
import { AUTO_DISABLE_THRESHOLD, type SubscriptionStatus } from "@/lib/partner-api/contract/values";
import { FAILURE_WARNING_STEPS, failureLevel, type FailureLevel } from "@/lib/webhooks/health";
import { cn } from "@/lib/utils";

type Props = { consecutiveFailures: number; status: SubscriptionStatus; size?: "sm" | "lg" };

// Each level has a word and an icon of its own: the bar's colour is never the only signal.
const levels: Record<FailureLevel, { label: string; icon: LucideIcon; bar: string; text: string }> = {
  // The streak only: a reactivated subscription has none, though its last delivery may have failed.
  none: { label: "No failure streak", icon: CircleCheck, bar: "bg-success", text: "text-muted-foreground" },
  low: { label: "Failing", icon: CircleAlert, bar: "bg-foreground/70", text: "text-foreground" },
  warning: { label: "Warning", icon: TriangleAlert, bar: "bg-warning", text: "text-foreground" },
  danger: { label: "Danger", icon: TriangleAlert, bar: "bg-destructive", text: "text-destructive" },
  critical: { label: "Critical", icon: OctagonAlert, bar: "bg-destructive", text: "text-destructive" },
};

// The streak of failed events against the auto-disable threshold, with marks where the warnings start.
export function FailureMeter({ consecutiveFailures, status, size = "sm" }: Props) {
  const max = AUTO_DISABLE_THRESHOLD;
  const value = Math.min(Math.max(consecutiveFailures, 0), max);
  const level = failureLevel(value);
  const look = levels[level];
  const Icon = look.icon;
  // Only an active subscription's streak can still grow; otherwise say why it stands still.
  const note =
    status === "disabled" && value >= max
      ? "auto-disabled"
      : status === "paused"
        ? "paused"
        : status === "disabled"
          ? "disabled"
          : null;
  const name = `${value} of ${max} consecutive failures before auto-disable${note ? ` (${note})` : ""}`;
  const lg = size === "lg";
  // The meter carries the whole reading for assistive tech; the visible text repeats it for the eye.
  return (
    <div className={cn("flex gap-2", lg ? "flex-col" : "min-w-40 items-center")}>
      <div className={cn("relative", lg ? "w-full max-w-md pb-4" : "shrink-0")}>
        <div
          role="meter"
          aria-label={name}
          aria-valuenow={value}
          aria-valuemin={0}
          aria-valuemax={max}
          aria-valuetext={`${value} of ${max}, ${look.label.toLowerCase()}`}
          className={cn(
            "relative overflow-hidden rounded-full border border-input bg-muted",
            lg ? "h-3 w-full" : "h-2 w-20",
          )}
        >
          <div className={cn("h-full", look.bar)} style={{ width: `${(value / max) * 100}%` }} />
          {FAILURE_WARNING_STEPS.map((step) => (
            <span
              key={step}
              className="absolute inset-y-0 w-px bg-foreground/60"
              style={{ left: `${(step / max) * 100}%` }}
            />
          ))}
        </div>
        {lg && (
          <div aria-hidden className="text-xs text-muted-foreground">
            {FAILURE_WARNING_STEPS.map((step) => (
              <span
                key={step}
                className="absolute -translate-x-1/2"
                style={{ left: `${(step / max) * 100}%` }}
              >
                {step}
              </span>
            ))}
            <span className="absolute right-0">{max}</span>
          </div>
        )}
      </div>
      <span
        aria-hidden
        className={cn(
          "inline-flex items-center gap-1",
          lg ? "flex-wrap text-sm" : "whitespace-nowrap text-xs",
          look.text,
        )}
      >
        <Icon className={lg ? "size-4" : "size-3.5"} />
        <span className="tabular-nums">
          {lg ? `${value} of ${max} consecutive failures before auto-disable` : `${value}/${max}`}
        </span>
        {(lg || level !== "none") && (
          <span>· {!lg && note === "auto-disabled" ? "Auto-disabled" : look.label}</span>
        )}
        {lg && note && <span>({note})</span>}
      </span>
    </div>
  );
}
