import type { NotificationChannel, NotificationKind, TransitionKind } from "@/lib/db/console-schema";

export type { NotificationChannel, NotificationKind, TransitionKind };

// What a transition says, kept with it so that every channel and the timeline tell the same story.
export type TransitionDetail = {
  // The subscription's description, else its URL's host (never the whole URL: it may carry a token).
  label: string;
  host: string;
  threshold: number;
  // Failed events still to come before the auto-disable, and when at the incident's pace so far (ms from `at`).
  forecast: { remaining: number; etaMs: number | null } | null;
  // The last failure's cause as the delivery log shows it, when the API has one.
  cause: { label: string; kind: string; at: string } | null;
  // Who disabled, paused or reactivated it: a console user's email, or "automatic" / "outside the console".
  actor: string | null;
  // First sight of the subscription: the state it was already in, recorded, not notified.
  baseline?: boolean;
};

export type Transition = {
  id: number;
  incidentId: number;
  environment: string;
  subscriptionId: number;
  kind: TransitionKind;
  step: number;
  at: string;
  streak: number;
  detail: TransitionDetail;
};

export type NotificationItem = Transition & { notificationId: number; readAt: string | null };
export type NotificationList = { unread: number; items: NotificationItem[] };

export type Preferences = {
  kinds: NotificationKind[];
  channels: NotificationChannel[];
  webhookUrl: string | null;
  // Shown to its owner only; null until a webhook URL is set.
  webhookSecret: string | null;
  isDefault: boolean;
};

// The kind a user chooses for each transition kind; "failing" and "reactivated" are timeline only.
export const notificationKindOf: Partial<Record<TransitionKind, NotificationKind>> = {
  warning: "warning",
  disabled: "disabled",
  paused: "paused",
  recovered: "recovered",
};
