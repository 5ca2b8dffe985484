import { randomUUID } from "node:crypto";

// A request id a caller may choose (X-Request-Id): short, and only characters that are safe in a log line and a
// header. Anything else is replaced by one of ours.
const ACCEPTED = /^[A-Za-z0-9._-]{1,64}$/;

export function requestIdFor(incoming: string | null): string {
  return incoming !== null && ACCEPTED.test(incoming) ? incoming : randomUUID();
}

// The id an answer carried, if it is one we would accept: what an API sends back is logged and stored.
export function acceptedRequestId(value: string | null | undefined): string | undefined {
  return value != null && ACCEPTED.test(value) ? value : undefined;
}
