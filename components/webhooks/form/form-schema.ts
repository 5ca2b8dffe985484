import type { FieldPath } from "react-hook-form";
import type { FormPathOf } from "@/components/forms/server-errors";
import type { SubscriptionCreateBody, SubscriptionUpdateBody } from "@/lib/partner-api/contract";
import { DEFAULT_MAX_ATTEMPTS } from "@/lib/partner-api/contract/values";
import type { WebhookSubscription } from "@/lib/partner-api/contract/reader";
import type { SubscriptionFormValues } from "./form-zod";
import { activeTriggerKeys, sameTriggerSet, triggerRef } from "./triggers";

// The form's plain parts (conversions; limits in ./form-rules); its zod schema is ./form-zod, loaded at the first
// validation.
export type { SubscriptionFormValues };
export type HeaderRow = SubscriptionFormValues["headers"][number];

export const emptySubscriptionValues = (): SubscriptionFormValues => ({
  url: "",
  description: "",
  triggers: [],
  headers: [],
  maxAttempts: String(DEFAULT_MAX_ATTEMPTS),
});

export const toFormValues = (s: WebhookSubscription): SubscriptionFormValues => ({
  url: s.url,
  description: s.description ?? "",
  triggers: activeTriggerKeys(s.triggers),
  headers: Object.entries(s.headers).map(([name, value]) => ({ name, value })),
  maxAttempts: String(s.maxAttempts),
});

const headerRecord = (rows: readonly HeaderRow[]) =>
  Object.fromEntries(rows.map((r) => [r.name.trim(), r.value]));

// Header sets compare by name (case-insensitively) and value, in any order.
const headerSignature = (rows: readonly HeaderRow[]) =>
  JSON.stringify(rows.map((r) => [r.name.trim().toLowerCase(), r.value]).sort());

export function toCreateBody(v: SubscriptionFormValues): SubscriptionCreateBody {
  const body: SubscriptionCreateBody = {
    url: v.url.trim(),
    triggers: [...new Set(v.triggers)].sort().map(triggerRef),
    maxAttempts: Number(v.maxAttempts.trim()),
  };
  const description = v.description.trim();
  if (description) body.description = description;
  if (v.headers.length > 0) body.headers = headerRecord(v.headers);
  return body;
}

export type SubscriptionEditBody = Omit<SubscriptionUpdateBody, "status">;

// An edit sends only what changed. Triggers go with `updateTriggers: true` only when the set changed: the API
// replaces the whole set then, which must not happen by accident (a reorder is no change).
export function toUpdateBody(v: SubscriptionFormValues, base: SubscriptionFormValues): SubscriptionEditBody {
  const body: SubscriptionEditBody = {};
  if (v.url.trim() !== base.url.trim()) body.url = v.url.trim();
  const description = v.description.trim();
  if (description !== base.description.trim()) body.description = description || null;
  if (Number(v.maxAttempts.trim()) !== Number(base.maxAttempts.trim()))
    body.maxAttempts = Number(v.maxAttempts.trim());
  if (headerSignature(v.headers) !== headerSignature(base.headers)) body.headers = headerRecord(v.headers);
  if (!sameTriggerSet(v.triggers, base.triggers)) {
    body.triggers = [...new Set(v.triggers)].sort().map(triggerRef);
    body.updateTriggers = true;
  }
  return body;
}

// Where an API error detail belongs: url, description and maxAttempts as named; any triggers detail on the
// picker; `headers.<Name>` on the row holding that name (read from the values sent). Undefined: form-wide.
export function subscriptionFormPathOf(values: SubscriptionFormValues): FormPathOf<SubscriptionFormValues> {
  return (apiPath) => {
    if (apiPath === "url" || apiPath === "description" || apiPath === "maxAttempts") return apiPath;
    if (apiPath === "triggers" || apiPath.startsWith("triggers.")) return "triggers";
    if (apiPath.startsWith("headers.")) {
      const name = apiPath.slice("headers.".length).toLowerCase();
      const i = values.headers.findIndex((h) => h.name.trim().toLowerCase() === name);
      if (i >= 0) return `headers.${i}.name` as FieldPath<SubscriptionFormValues>;
    }
    return undefined;
  };
}
