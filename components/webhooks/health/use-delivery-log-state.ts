"use client";

import { useUrlState } from "@/components/url-state/use-url-state";
import { deliveryLogSearch, parseDeliveryLogState } from "@/lib/webhooks/delivery-log";

// The delivery log's filters and page live in the URL; changing a filter returns to page 1.
export const useDeliveryLogState = () => useUrlState(parseDeliveryLogState, deliveryLogSearch);
