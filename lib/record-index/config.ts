import "server-only";
import { createHash } from "node:crypto";
import type { PartnerEnvironment } from "@/lib/partner-api/environments";
import { isSandboxMode } from "@/lib/partner-api/environments";

// The index's settings (README "Record index"). Read at each use: tests and operators change them by restart.
export function indexSettings() {
  const env = process.env;
  const share = Number(env.INDEX_RATE_SHARE ?? 0.2);
  const appUrl = env.APP_URL ?? `http://localhost:${env.PORT ?? 3000}`;
  return {
    enabled: env.INDEX !== "off",
    // The most of the API's rate-limit window the crawler may use (people's own requests count against it too).
    rateShare: Number.isFinite(share) && share > 0 && share <= 1 ? share : 0.2,
    // Seconds between reconciliation passes once the index is complete.
    reconcileS: Math.max(1, Number(env.INDEX_RECONCILE_S ?? 900) || 900),
    // Where the API can reach this console; against a real API only an operator knows the public URL.
    publicUrl: env.INDEX_PUBLIC_URL ?? (isSandboxMode() ? appUrl : undefined),
    events: env.INDEX_EVENTS !== "off",
    // Seconds between checks that the console's own subscription upstream is as the console made it.
    checkS: Math.max(1, Number(env.INDEX_CHECK_S ?? 300) || 300),
    pageSize: Math.min(300, Math.max(10, Number(env.INDEX_PAGE_SIZE ?? 300) || 300)),
  };
}

// The key of an environment's rows: its name, API address and OAuth client (one client = one company). A
// reconfigured environment gets a new key, so rows of the company it used to be are never served.
export function indexKey(env: PartnerEnvironment): string {
  return createHash("sha256")
    .update(`${env.name}\n${env.baseUrl}\n${env.clientId}`)
    .digest("base64url")
    .slice(0, 22);
}
