"use client";

import { useEffect, useState } from "react";

// A module whose code is split off from the page's first load and fetched when it is wanted. Unlike next/dynamic
// (React.lazy), a component that asks for it after it has arrived gets it in the same render: no fallback frame,
// nothing mounted twice. A failed fetch is forgotten, so the next want tries again.
export function lazyModule<M>(importer: () => Promise<M>) {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  const load = (): Promise<M> =>
    (loading ??= importer().then(
      (m) => (loaded = m),
      (err: unknown) => {
        loading = undefined;
        throw err;
      },
    ));

  // The module once it is here; while `wanted`, fetching it if it is not.
  function useModule(wanted: boolean): M | undefined {
    const [mod, setMod] = useState(() => loaded);
    useEffect(() => {
      if (!wanted || mod) return;
      let live = true;
      load().then(
        (m) => live && setMod(() => m),
        () => undefined,
      );
      return () => {
        live = false;
      };
    }, [wanted, mod]);
    return mod ?? (wanted ? loaded : undefined);
  }

  return { load, useModule };
}

// Runs `fn` once the browser is idle (after hydration, say), at the latest after `timeout` ms; returns a cancel.
export function whenIdle(fn: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(fn, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(fn, 1);
  return () => window.clearTimeout(id);
}
