import { z } from "zod";
import type { FieldPath } from "react-hook-form";
import type { FormPathOf } from "@/components/forms/server-errors";
import type { SubscriptionCreateBody, SubscriptionUpdateBody } from "@/lib/partner-api/contract";
import { DEFAULT_MAX_ATTEMPTS, MAX_ATTEMPTS_CAP } from "@/lib/partner-api/contract/values";
import type { WebhookSubscription } from "@/lib/partner-api/contract/reader";
import { headerNameProblem, headerValueRuleProblem } from "@/lib/webhooks/header-rule";
import { webhookUrlProblem } from "@/lib/webhooks/url-rule";
import { activeTriggerKeys, sameTriggerSet, triggerRef } from "./triggers";

export const MAX_HEADERS = 20;
const headerRow = z.object({ name: z.string(), value: z.string() });

const headers = z
  .array(headerRow)
  .max(MAX_HEADERS, `At most ${MAX_HEADERS} custom headers.`)
  .superRefine((rows, ctx) => {
    const seen = new Map<string, number>();
    rows.forEach((row, i) => {
      const problem = headerNameProblem(row.name);
      if (problem) ctx.addIssue({ code: "custom", path: [i, "name"], message: problem });
      else {
        const lower = row.name.trim().toLowerCase();
        const first = seen.get(lower);
        if (first !== undefined)
          ctx.addIssue({
            code: "custom",
            path: [i, "name"],
            message: `${row.name.trim()} is already header ${first + 1}; header names are not case-sensitive.`,
          });
        else seen.set(lower, i);
      }
      const valueProblem = headerValueRuleProblem(row.value);
      if (valueProblem) ctx.addIssue({ code: "custom", path: [i, "value"], message: valueProblem });
    });
  });

export function maxAttemptsProblem(raw: string): string | null {
  const s = raw.trim();
  if (!/^\d+$/.test(s)) return `Enter a whole number from 1 to ${MAX_ATTEMPTS_CAP}.`;
  const n = Number(s);
  if (n < 1) return "At least 1: the first attempt counts.";
  if (n > MAX_ATTEMPTS_CAP)
    return `At most ${MAX_ATTEMPTS_CAP}: the API caps larger values at ${MAX_ATTEMPTS_CAP}.`;
  return null;
}

// Inputs hold text; this checks it at the field, and the body builders turn it into what the API takes.
export const subscriptionFormSchema = z.object({
  url: z.string().superRefine((v, ctx) => {
    const problem = webhookUrlProblem(v);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  }),
  description: z.string().max(1000, "At most 1000 characters."),
  // The API would take none, but a subscription without triggers receives nothing.
  triggers: z
    .array(z.string())
    .min(1, "Choose at least one event: a subscription without events receives nothing."),
  headers,
  maxAttempts: z.string().superRefine((v, ctx) => {
    const problem = maxAttemptsProblem(v);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  }),
});

export type SubscriptionFormValues = z.input<typeof subscriptionFormSchema>;
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
