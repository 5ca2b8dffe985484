"use client";

import { useUrlState } from "@/components/url-state/use-url-state";
import type { SubscriptionStatus } from "@/lib/partner-api/contract";
import { parseStatusFilter } from "./list-model";

type StatusState = { status?: SubscriptionStatus };
const parse = (p: URLSearchParams): StatusState => ({ status: parseStatusFilter(p.get("status")) });
const search = (s: StatusState) => (s.status ? `?status=${s.status}` : "");

// The list's status filter lives in the URL (`?status=`), so it survives reloads and can be shared. The filter is
// applied in the browser, so the URL changes shallowly (no server round trip).
export function useStatusFilter() {
  const [{ status }, update] = useUrlState(parse, search, { shallow: true });
  return [status, (next: SubscriptionStatus | undefined) => update({ status: next })] as const;
}
