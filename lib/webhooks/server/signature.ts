import "server-only";
import { timingSafeEqual } from "node:crypto";
import { sign, SIGNATURE_FORMAT, STALE_AFTER_S, TIMESTAMP_FORMAT } from "@/lib/partner-api/wire/signature";
import type { SignatureCheckResult } from "@/lib/webhooks/types";
import type { SignatureCheckInput } from "./schemas";

// Whether a pasted delivery verifies, and in words why not. Nothing of the input is kept, logged or echoed.
export function checkSignature(input: SignatureCheckInput, nowMs = Date.now()): SignatureCheckResult {
  const { body, timestamp, signature, secret } = input;
  if (!SIGNATURE_FORMAT.test(signature))
    return {
      valid: false,
      reason:
        "The signature is malformed: it must look like sha256= followed by 64 hexadecimal characters, as in the X-Webhook-Signature header.",
    };
  if (!TIMESTAMP_FORMAT.test(timestamp))
    return {
      valid: false,
      reason: /^\d{12,14}$/.test(timestamp)
        ? "The timestamp is not unix seconds: it looks like milliseconds. Use the X-Webhook-Timestamp header's value exactly as it arrived."
        : "The timestamp is not unix seconds: use the X-Webhook-Timestamp header's value, a whole number like 1718000000.",
    };
  const expected = Buffer.from(sign(secret, timestamp, body));
  const given = Buffer.from(`sha256=${signature.slice("sha256=".length).toLowerCase()}`);
  if (!timingSafeEqual(given, expected))
    return {
      valid: false,
      reason:
        "The signature does not match. Check that the secret is this subscription's current one and that the body is byte-for-byte what arrived (whitespace and line breaks included, not re-formatted JSON) with the timestamp of the same delivery.",
    };
  const ageS = Math.round(nowMs / 1000 - Number(timestamp));
  if (ageS > STALE_AFTER_S)
    return {
      valid: true,
      reason: `The signature verifies, but the timestamp is ${describeAge(ageS)} old: a receiver should refuse it as stale (older than 5 minutes), since it may be a replayed request.`,
    };
  if (ageS < -STALE_AFTER_S)
    return {
      valid: true,
      reason: `The signature verifies, but the timestamp is ${describeAge(-ageS)} in the future: a receiver should refuse it (more than 5 minutes from its clock).`,
    };
  return {
    valid: true,
    reason: "The signature verifies: it was made with this secret over this timestamp and body.",
  };
}

function describeAge(s: number): string {
  if (s < 3600) return `${Math.round(s / 60)} min`;
  if (s < 172_800) return `${Math.round(s / 3600)} h`;
  return `${Math.round(s / 86_400)} days`;
}
