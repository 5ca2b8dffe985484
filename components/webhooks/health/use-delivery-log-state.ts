"use client";

import { useUrlState } from "@/components/url-state/use-url-state";
import { deliveryLogSearch, parseDeliveryLogState } from "@/lib/webhooks/delivery-log";

// The URL keys it reads and writes (nuqs clears the ones the search function leaves out).
const KEYS = ["status", "event", "page"] as const;

// The delivery log's filters and page live in the URL; changing a filter returns to page 1.
export const useDeliveryLogState = () => useUrlState(KEYS, parseDeliveryLogState, deliveryLogSearch);
