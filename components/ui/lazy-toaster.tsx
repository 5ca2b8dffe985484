"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import { onFirstToast } from "./toast";

// React's lazy, not next/dynamic: the shell then loads no next/dynamic runtime, and the Toaster renders only in
// the browser anyway.
const Toaster = lazy(() => import("./toaster").then((m) => ({ default: m.Toaster })));

// The Toaster (and sonner with it) mounts with the first toast a page shows (./toast.ts), not with every page.
export function LazyToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onFirstToast(() => setWanted(true)), []);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
