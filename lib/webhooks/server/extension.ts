import "server-only";
import { isPartnerApiError } from "@/lib/partner-api";
import type { PartnerApiClient } from "@/lib/partner-api/client";

export const UNAVAILABLE = { available: false } as const;

// The delivery log, stats and test sends are sandbox-only extensions: a real API answers 404 to their paths.
// A 404 for a subscription that exists therefore means "no extension" (null); for one that does not exist the
// 404 stands.
export async function fromExtension<T>(
  api: PartnerApiClient,
  subscriptionId: number,
  call: () => Promise<T>,
): Promise<T | null> {
  try {
    return await call();
  } catch (err) {
    if (!isPartnerApiError(err) || err.status !== 404) throw err;
    await api.call("getWebhookSubscription", { params: { id: subscriptionId } }).catch((e: unknown) => {
      throw isPartnerApiError(e) && e.status === 404 ? err : e;
    });
    return null;
  }
}
