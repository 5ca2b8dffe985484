// The contract's plain values (sets, limits, rules) without zod: the browser's code imports them from here, so
// no page ships zod and the schemas for a constant. The schema modules build on the same values.

export const customFieldTypes = ["text", "checkbox", "link", "date", "single_select", "duration"] as const;
export type CustomFieldType = (typeof customFieldTypes)[number];
// An API may name a type the console does not know (a non-breaking addition): its values are shown, not edited.
export const isKnownCustomFieldType = (t: string): t is CustomFieldType =>
  (customFieldTypes as readonly string[]).includes(t);

export const entityTypes = ["Lead", "Project", "Contact", "Vendor", "DailyLog", "Task"] as const;
export type EntityType = (typeof entityTypes)[number];

export const MAX_OPTIONS = 100;

// zod's ISO date (YYYY-MM-DD, a real calendar day, leap years included): the pattern of `z.iso.date()`.
const isoDate =
  /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))$/;

// Value formats per type (the spec stores every value as a string and leaves formats "not shown").
export const durationPattern = /^P(?!$)(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?$/;
export const customFieldValueRules: Record<
  CustomFieldType,
  { describe: string; check: (v: string) => boolean }
> = {
  text: { describe: "any text", check: () => true },
  checkbox: { describe: '"true" or "false"', check: (v) => v === "true" || v === "false" },
  link: {
    describe: "an http or https URL",
    check: (v) => {
      try {
        const u = new URL(v);
        return u.protocol === "https:" || u.protocol === "http:";
      } catch {
        return false;
      }
    },
  },
  date: {
    describe: "an ISO date, YYYY-MM-DD",
    check: (v) => isoDate.test(v),
  },
  single_select: { describe: "one of the field's options", check: () => true },
  duration: {
    describe: "an ISO 8601 duration such as PT1H30M or P2D",
    check: (v) => durationPattern.test(v),
  },
};

export const WON_PHASE_ID = 6;

export const deliveryStatuses = ["pending", "pending_retry", "success", "failed"] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

export const triggerCatalog = [
  ["client", "Client", ["create", "update", "delete"]],
  ["project", "Project", ["create", "update", "delete"]],
  ["lead", "Lead", ["create", "update", "delete"]],
  ["task", "Task", ["create", "update", "delete"]],
  ["milestone", "Milestone", ["create", "update", "delete"]],
  ["vendor", "Vendor", ["create", "update"]],
  ["file", "File", ["create", "update", "delete"]],
  ["team-member", "Team Member", ["create", "update"]],
  ["subcontractor", "Subcontractor", ["create", "update"]],
  ["daily-log", "Daily Log", ["create", "update", "delete"]],
  ["contact-group", "Contact Group", ["create", "update", "delete"]],
].flatMap(([resourceName, noun, events]) =>
  (events as string[]).map((eventType) => ({
    resourceName: resourceName as string,
    eventType,
    label: `${noun as string} ${eventType === "create" ? "Created" : eventType === "update" ? "Updated" : "Deleted"}`,
    description: `Fires when a ${(noun as string).toLowerCase()} is ${eventType === "create" ? "created" : eventType === "update" ? "modified" : "removed"}.`,
  })),
);

export const subscriptionStatuses = ["active", "paused", "disabled"] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

export const AUTO_DISABLE_THRESHOLD = 10;
export const MAX_ATTEMPTS_CAP = 10;
export const DEFAULT_MAX_ATTEMPTS = 5;

// The spec's retry schedule: the nominal waits before attempts 2, 3, 4 and 5; every later attempt waits the
// last one. Each wait loses up to RETRY_MAX_JITTER of itself. The sandbox's engine and the console's forecasts
// both read it from here.
export const RETRY_SCHEDULE_MS = [60_000, 300_000, 1_800_000, 7_200_000, 21_600_000] as const;
export const RETRY_MAX_JITTER = 0.2;

// Headers the engine sets itself (or the transport owns): a subscription may not name them.
export const reservedHeaderNames = [
  "content-type",
  "x-webhook-signature",
  "x-webhook-timestamp",
  "content-length",
  "host",
  "transfer-encoding",
  "connection",
];

// RFC 9110 §5.1: a field name is a token.
export const HEADER_NAME_TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
// RFC 9110 §5.5: a field value is visible ASCII and obs-text (the Latin-1 range Node sends as bytes), with spaces
// and tabs only inside it; no other control characters (CR, LF, NUL...) and nothing beyond Latin-1, which Node
// refuses to send. Empty is a valid value.
export const HEADER_FIELD_VALUE =
  /^(?:[\x21-\x7e\x80-\xff](?:[\t\x20-\x7e\x80-\xff]*[\x21-\x7e\x80-\xff])?)?$/;

// Why a value is not a field value, in words a user can act on; null when it is one.
export function headerValueProblem(value: string): string | null {
  if (HEADER_FIELD_VALUE.test(value)) return null;
  if (/[\r\n]/.test(value)) return "header values may not contain line breaks";
  if (/^[\t ]|[\t ]$/.test(value)) return "header values may not start or end with spaces or tabs";
  if (/[\x00-\x08\x0a-\x1f\x7f]/.test(value)) return "header values may not contain control characters";
  return "header values may hold only Latin-1 characters (no emoji or other Unicode beyond U+00FF)";
}
