"use client";

import { createParser, useQueryState } from "nuqs";
import type { SubscriptionStatus } from "@/lib/partner-api/contract";
import { parseStatusFilter } from "./list-model";

// Anything but a subscription status in `?status=` reads as no filter.
const statusParser = createParser<SubscriptionStatus>({
  parse: (v) => parseStatusFilter(v) ?? null,
  serialize: (s) => s,
});

// The list's status filter lives in the URL (`?status=`), so it survives reloads and can be shared. The filter is
// applied in the browser, so the URL changes shallowly (no server round trip).
export function useStatusFilter() {
  const [status, setStatus] = useQueryState(
    "status",
    statusParser.withOptions({ history: "replace", scroll: false }),
  );
  return [
    status ?? undefined,
    (next: SubscriptionStatus | undefined) => void setStatus(next ?? null),
  ] as const;
}
