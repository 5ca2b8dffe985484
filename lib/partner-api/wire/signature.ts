import { createHmac } from "node:crypto";

// The partner API's webhook signature (spec, Events: Signature), written once for the sandbox's engine that signs
// and the console's checker that verifies. No "server-only": the sandbox's CLIs and tests import it outside Next;
// node:crypto keeps it out of browser bundles all the same. lib/sandbox/delivery/README.md shows the receiver's
// side of the same rule for partners to copy.

export const SIGNATURE_HEADER = "x-webhook-signature";
export const TIMESTAMP_HEADER = "x-webhook-timestamp";

// "sha256=" and 64 hex digits, as the X-Webhook-Signature header carries it.
export const SIGNATURE_FORMAT = /^sha256=[0-9a-f]{64}$/i;

// X-Webhook-Timestamp: unix seconds, a whole number (11 digits reach the year 5138).
export const TIMESTAMP_FORMAT = /^\d{1,11}$/;

// Receivers should refuse a signed request older (or further ahead) than this: the spec's advice against replays.
export const STALE_AFTER_S = 300;

// "sha256=" + lower-case hex HMAC-SHA256 of "<timestamp>.<raw body>", keyed with the secret.
export function sign(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.`).update(body).digest("hex")}`;
}
