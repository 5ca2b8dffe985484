"use client";

import { useEffect, useState, type ComponentType, type ReactNode } from "react";

// The bell is on every page: its code (queries, popover, wording) loads after the page, not with it, so it costs
// no page its first-load budget. Until then `children`, a plain bell rendered on the server, holds its place.
export function LazyNotificationBell({ children }: { children: ReactNode }) {
  const [Loaded, setLoaded] = useState<ComponentType>();
  useEffect(() => {
    void import("./notification-bell").then((m) => setLoaded(() => m.NotificationBell));
  }, []);
  return Loaded ? <Loaded /> : children;
}
