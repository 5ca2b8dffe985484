"use client";

import { useSearchParams } from "next/navigation";
import { useCallback } from "react";
import type { SubscriptionStatus } from "@/lib/partner-api/contract";
import { parseStatusFilter, statusHref } from "./list-model";

// The list's status filter lives in the URL (`?status=`), so it survives reloads and can be shared.
export function useStatusFilter() {
  const params = useSearchParams();
  const status = parseStatusFilter(params.get("status"));
  const setStatus = useCallback(
    // The filter is applied in the browser, so no server round trip: Next.js's router follows replaceState.
    (next: SubscriptionStatus | undefined) => window.history.replaceState(null, "", statusHref(next)),
    [],
  );
  return [status, setStatus] as const;
}
