import type { z } from "zod";
import {
  HEADER_NAME_TOKEN,
  headerValueProblem,
  reservedHeaderNames,
} from "@/lib/partner-api/contract/values";

// Why each reserved name is refused, in the words a user needs to pick another.
function reservedReason(lower: string): string | null {
  if (lower === "content-type") return "the delivery engine always sends it (application/json)";
  if (lower === "x-webhook-signature" || lower === "x-webhook-timestamp")
    return "the delivery engine sets it to sign every delivery";
  // The engine drops any other X-Webhook- header at send time, so it would never arrive.
  if (lower.startsWith("x-webhook-")) return "X-Webhook- headers belong to the delivery engine";
  if (reservedHeaderNames.includes(lower)) return "the HTTP connection sets it";
  return null;
}

// What the console checks of a custom header's name, in the form and again in its route (like url-rule.ts):
// an HTTP token, and none of the names the engine or the connection owns.
export function headerNameProblem(raw: string): string | null {
  const name = raw.trim();
  if (!name) return "Enter the header name, or remove this row.";
  if (name.length > 100) return "At most 100 characters.";
  if (!HEADER_NAME_TOKEN.test(name))
    return "Use letters, digits and - (no spaces, colons or other punctuation), e.g. X-Api-Key.";
  const reason = reservedReason(name.toLowerCase());
  return reason ? `${name} cannot be set here: ${reason}.` : null;
}

// A value the form accepts is one the API accepts and Node can send: the contract's RFC 9110 field-value rule.
export function headerValueRuleProblem(value: string): string | null {
  if (value.length > 1000) return "At most 1000 characters.";
  const problem = headerValueProblem(value);
  return problem ? `${problem[0]!.toUpperCase()}${problem.slice(1)}.` : null;
}

// The route's side: every name of a headers object passes the same rule (a zod superRefine).
// Names the contract's own schema already refuses (reserved) are left to its message.
export function checkHeaderNames(h: Record<string, string>, ctx: z.RefinementCtx): void {
  for (const name of Object.keys(h)) {
    if (reservedHeaderNames.includes(name.toLowerCase())) continue;
    const problem = headerNameProblem(name);
    if (problem) ctx.addIssue({ code: "custom", path: [name], message: problem });
  }
}
