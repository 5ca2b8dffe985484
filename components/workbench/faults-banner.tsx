"use client";

import Link from "next/link";
import { useEffect, useState } from "react";

// Said by the faults page whenever its rules change, so the banner follows at once (not at its next look).
export const FAULTS_CHANGED = "pc:faults-changed";
const POLL_MS = 15_000;

// Shown on every console page of the sandbox while any fault rule is active: the console's own calls may be
// slowed or refused on purpose. Plain fetch, no query library: it is on every page (the JS budget).
export function FaultsBanner() {
  const [active, setActive] = useState(0);
  useEffect(() => {
    let stopped = false;
    const look = () =>
      fetch("/api/workbench/faults", { headers: { accept: "application/json" }, cache: "no-store" })
        .then((res) => (res.ok ? (res.json() as Promise<{ active?: number }>) : undefined))
        .then((body) => !stopped && body && setActive(body.active ?? 0))
        .catch(() => undefined);
    void look();
    const timer = setInterval(look, POLL_MS);
    window.addEventListener(FAULTS_CHANGED, look);
    return () => {
      stopped = true;
      clearInterval(timer);
      window.removeEventListener(FAULTS_CHANGED, look);
    };
  }, []);
  if (!active) return null;
  return (
    <div
      role="status"
      className="mb-4 flex items-center gap-2 rounded-md border border-warning bg-warning/10 p-3 text-sm"
    >
      <span>
        Fault injection is on: {active} rule{active === 1 ? "" : "s"} active in the sandbox. Requests may be
        slow or refused on purpose.
      </span>
      <Link href="/workbench/faults" className="ml-auto underline underline-offset-4">
        Manage faults
      </Link>
    </div>
  );
}
