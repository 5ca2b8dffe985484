import { failureCause } from "@/lib/webhooks/failure-cause";
import type { ErrorClass } from "./types";

type Attempt = Parameters<typeof failureCause>[0];

// The timeline's classes of a failed attempt: DNS, TLS, connect, timeout, or the HTTP status class.
export function errorClassOf(a: Attempt): ErrorClass {
  const c = failureCause(a);
  if (c.kind === "http" && c.status !== null)
    return c.status >= 500 ? "5xx" : c.status >= 400 ? "4xx" : "3xx";
  if (c.kind === "dns" || c.kind === "tls" || c.kind === "timeout") return c.kind;
  if (c.kind === "refused" || c.kind === "connection") return "connect";
  return "other";
}
