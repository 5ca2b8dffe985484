import type { Tag } from "./types";

export const WORKBENCH_TAG = "Sandbox workbench";
export const EVENTS_TAG = "Webhook events";

// Every tag the document uses, in the order a partner reads them. A tag missing here fails the build test.
export const tags: Tag[] = [
  {
    name: "Custom fields",
    description:
      "Definitions of custom fields per entity type, a record's values, and finding the record that holds a value.",
  },
  {
    name: "Projects",
    description: "Projects with their addresses and custom field values; their statuses and types.",
  },
  {
    name: "Leads",
    description:
      "Leads (inquiries) through the pipeline: create, update, move between phases, retire, reactivate and convert to a project.",
  },
  {
    name: "Milestones",
    description: "The schedule of a project or a lead: phases, items and checkpoints.",
  },
  {
    name: "Webhooks",
    description:
      "The trigger catalog and webhook subscriptions. Events are delivered as signed POST requests (see Webhook events); the secret is shown once, in the create response.",
  },
  {
    name: "Webhook deliveries",
    description:
      "Sandbox only (`x-sandbox-only`): each subscription's delivery log, replays, test sends and hourly statistics. The real Partner API has none of these.",
  },
  {
    name: EVENTS_TAG,
    description:
      "What a subscription's URL receives: one POST per event with the JSON body below, signed with `X-Webhook-Signature` = `sha256=` + hex HMAC-SHA256 of `<X-Webhook-Timestamp>.<raw body>` keyed with the subscription's secret. Any 2xx within 30 seconds acknowledges; 408, 429 and 5xx (and no answer) are retried on the schedule, other 4xx fail at once.",
  },
  {
    name: WORKBENCH_TAG,
    description:
      "Sandbox only (`x-sandbox-workbench`): the workbench a partner's own tests drive, served under `/sandbox/workbench` (not under the API's base URL): webhook inboxes, the request inspector, fault injection, the delivery clock and reset. Any sandbox token; the token's company decides what is seen.",
  },
];
