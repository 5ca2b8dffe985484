"use client";

import { useEffect, useState, type ComponentType } from "react";
import { Skeleton } from "@/components/ui/skeleton";

type Props = { subscriptionId: number };

// The incidents card sits below the forecast: its code loads after the health page, not with it.
export function LazyIncidentTimeline(props: Props) {
  const [Loaded, setLoaded] = useState<ComponentType<Props>>();
  useEffect(() => {
    void import("./incident-timeline").then((m) => setLoaded(() => m.IncidentTimeline));
  }, []);
  if (Loaded) return <Loaded {...props} />;
  return <Skeleton className="h-32 w-full" />;
}
