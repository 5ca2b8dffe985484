"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback, useMemo } from "react";
import { deliveryLogSearch, parseDeliveryLogState, type DeliveryLogState } from "@/lib/webhooks/delivery-log";

// The delivery log's filters and page live in the URL; changing a filter returns to page 1.
export function useDeliveryLogState() {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const state = useMemo(() => parseDeliveryLogState(new URLSearchParams(params.toString())), [params]);
  const update = useCallback(
    (patch: Partial<DeliveryLogState>) => {
      const next: DeliveryLogState = { ...state, ...patch };
      if (!("page" in patch)) next.page = 1;
      router.replace(`${pathname}${deliveryLogSearch(next)}`, { scroll: false });
    },
    [state, router, pathname],
  );
  return [state, update] as const;
}
