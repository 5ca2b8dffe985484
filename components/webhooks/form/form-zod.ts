import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { headerNameProblem, headerValueRuleProblem } from "@/lib/webhooks/header-rule";
import { webhookUrlProblem } from "@/lib/webhooks/url-rule";
import { MAX_HEADERS, maxAttemptsProblem } from "./form-rules";

// The subscription form's schema, loaded with zod at the form's first validation (see subscription-form.tsx).
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

export const subscriptionResolver = zodResolver(subscriptionFormSchema);
