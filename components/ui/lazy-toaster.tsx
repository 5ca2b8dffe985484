"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import { onFirstToast } from "./toast";

// React's lazy rather than next/dynamic: the shell then loads no next/dynamic runtime (~1.5 kB gzip) on pages
// that use none, and the Toaster renders only in the browser anyway (after the first toast).
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
