"use client";

import { useEffect, useState } from "react";
import { QUOTA_EVENT } from "@/lib/api-client";

type Quota = { remaining: number; limit: number; reset: number };

// The upstream's remaining request quota, updated from the headers of every console API response.
export function QuotaMeter({ initial }: { initial?: Quota }) {
  const [quota, setQuota] = useState<Quota | undefined>(initial);
  useEffect(() => {
    const on = (e: Event) => setQuota((e as CustomEvent<Quota>).detail);
    window.addEventListener(QUOTA_EVENT, on);
    return () => window.removeEventListener(QUOTA_EVENT, on);
  }, []);
  if (!quota) return null;
  const low = quota.remaining < quota.limit * 0.1;
  return (
    <div
      className="hidden text-xs text-muted-foreground sm:block"
      aria-live="polite"
      title="The Partner API's rate limit for this console's OAuth client, shared by everyone using the console in this environment. It refills every minute."
    >
      Partner API requests left this minute:{" "}
      <span className={low ? "font-semibold text-destructive" : "font-medium text-foreground"}>
        {quota.remaining.toLocaleString()} of {quota.limit.toLocaleString()}
      </span>
    </div>
  );
}
