"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { ownSubscriptionOptions } from "@/lib/record-index/queries";

// Beside the index's freshness: how its live updates (the console's own webhook subscription) are doing.
export function LiveUpdates() {
  const { data } = useQuery(ownSubscriptionOptions());
  if (!data) return null;
  const healthy = data.status === "active" && !data.consecutiveFailures;
  const text = healthy
    ? "live updates on"
    : data.status === "active"
      ? `live updates failing (${data.consecutiveFailures} in a row)`
      : `live updates ${data.status ?? "unknown"}: changes made outside the console wait for the next full pass`;
  return (
    <>
      {" · "}
      <Link href={`/webhooks/${data.id}`} prefetch={false} className="underline underline-offset-4">
        {text}
      </Link>
    </>
  );
}
