"use client";

import { useSyncExternalStore } from "react";

// A hook for code a page can show without at first and loads after it (import()), e.g. date-fns's relative
// times: undefined on the server, in the hydrating render and until the import resolves (started by the first
// component that asks); then every component using the hook renders again with it.
export function lazyModule<T>(load: () => Promise<T>): () => T | undefined {
  let loaded: T | undefined;
  let started = false;
  const waiting = new Set<() => void>();
  const subscribe = (onLoad: () => void) => {
    waiting.add(onLoad);
    if (!started) {
      started = true;
      void load().then((m) => {
        loaded = m;
        for (const wake of waiting) wake();
      });
    }
    return () => waiting.delete(onLoad);
  };
  return function useLazyModule() {
    return useSyncExternalStore(
      subscribe,
      () => loaded,
      () => undefined,
    );
  };
}
