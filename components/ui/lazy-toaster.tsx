"use client";

import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { onFirstToast } from "./toast";

const Toaster = dynamic(() => import("./toaster").then((m) => m.Toaster), { ssr: false });

// The Toaster (and sonner with it) mounts with the first toast a page shows (./toast.ts), not with every page.
export function LazyToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onFirstToast(() => setWanted(true)), []);
  return wanted ? <Toaster /> : null;
}
