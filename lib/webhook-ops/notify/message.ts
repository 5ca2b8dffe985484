import { formatSpan } from "@/lib/webhooks/retry-schedule";
import type { Transition } from "../types";

// One wording for every channel: the email's subject and body, the webhook's Slack-compatible `text`, the bell.
export function headline(
  t: Pick<Transition, "kind" | "step" | "subscriptionId" | "streak" | "detail">,
): string {
  const name = `“${t.detail.label}” (subscription ${t.subscriptionId})`;
  const d = t.detail;
  switch (t.kind) {
    case "warning":
      return `Webhook ${name} is failing: ${t.streak} of ${d.threshold} events failed in a row (${t.step} % of the auto-disable threshold)`;
    case "disabled":
      return `Webhook ${name} was disabled ${d.actor === "automatic" ? `automatically after ${t.streak} failed events` : `by ${d.actor ?? "someone"}`}`;
    case "paused":
      return `Webhook ${name} was paused by ${d.actor ?? "someone"}`;
    case "recovered":
      return `Webhook ${name} recovered: deliveries succeed again`;
    case "reactivated":
      return `Webhook ${name} was reactivated by ${d.actor ?? "someone"}`;
    default:
      return `Webhook ${name} started failing`;
  }
}

// The lines under the headline: forecast, last cause, what stopped, and where to look.
export function bodyLines(t: Pick<Transition, "kind" | "streak" | "detail">, link: string): string[] {
  const d = t.detail;
  const lines: string[] = [];
  if (d.forecast)
    lines.push(
      `Forecast: disabled after ${d.forecast.remaining} more failed ${d.forecast.remaining === 1 ? "event" : "events"}` +
        (d.forecast.etaMs !== null ? `, in about ${formatSpan(d.forecast.etaMs)} at the pace so far.` : "."),
    );
  if (d.cause) lines.push(`Last failure: ${d.cause.label} at ${d.cause.at}.`);
  if (t.kind === "disabled" || t.kind === "paused")
    lines.push("Nothing is delivered until it is reactivated, and events that occur meanwhile are not kept.");
  lines.push(`Health page: ${link}`);
  return lines;
}

export function healthLink(subscriptionId: number): string {
  const base = (process.env.APP_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, "");
  return `${base}/webhooks/${subscriptionId}/health`;
}
