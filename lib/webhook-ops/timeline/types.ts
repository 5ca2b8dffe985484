import type { Transition } from "../types";

export type ErrorClass = "dns" | "tls" | "connect" | "timeout" | "4xx" | "5xx" | "3xx" | "other";

// A delivery that failed or was abandoned during an incident (from the delivery log, where the API has one).
export type IncidentDelivery = {
  id: string;
  eventType: string;
  entityId: number | null;
  status: string;
  failureReason: string | null;
  createdAt: string;
};

// One incident as the health page's timeline shows it: the monitor's transitions, and from the delivery log the
// error classes with counts, the last response and the events that failed. `log` is null without the extension.
export type Incident = {
  id: number;
  openedAt: string;
  closedAt: string | null;
  transitions: Transition[];
  log: {
    errorClasses: Partial<Record<ErrorClass, number>>;
    lastResponse: { at: string; label: string; snippet: string | null } | null;
    failed: IncidentDelivery[];
    // More deliveries fell in the window than the timeline reads.
    truncated: boolean;
  } | null;
};
