import { reservedHeaderNames } from "@/lib/partner-api/contract";
import { sign, SIGNATURE_HEADER, TIMESTAMP_HEADER } from "@/lib/partner-api/wire/signature";

export const USER_AGENT = "PartnerSandbox-Webhooks/1.0";

// The subscription's custom headers first, without any the engine owns (a subscription written before a rule
// tightened could still hold one), then the engine's: nothing custom can replace Content-Type or X-Webhook-*.
export function requestHeaders(opts: {
  custom: Record<string, string>;
  secret: string;
  body: string;
  now: number;
}): Record<string, string> {
  const timestamp = String(Math.floor(opts.now / 1000));
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(opts.custom)) {
    const lower = name.toLowerCase();
    if (reservedHeaderNames.includes(lower) || lower.startsWith("x-webhook-")) continue;
    headers[lower] = value;
  }
  headers["user-agent"] ??= USER_AGENT;
  headers["content-type"] = "application/json";
  headers[TIMESTAMP_HEADER] = timestamp;
  headers[SIGNATURE_HEADER] = sign(opts.secret, timestamp, opts.body);
  return headers;
}
