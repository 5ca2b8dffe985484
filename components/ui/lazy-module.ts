"use client";

import { useEffect, useState, useSyncExternalStore } from "react";

// Split-off code fetched when wanted. Unlike next/dynamic, a component asking after it arrived gets it in the
// same render: no fallback frame, nothing mounted twice. A failed fetch is forgotten, so the next want retries.
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

  // The module once here; while `wanted`, fetched if not. A failed fetch (dropped connection, replaced chunk) is
  // retried with backoff up to 30 s, at once on `retry`; `failed` lets a view say so instead of waiting silently.
  function useModuleState(wanted: boolean): { module: M | undefined; failed: boolean; retry: () => void } {
    const [mod, setMod] = useState(() => loaded);
    const [failures, setFailures] = useState(0);
    const [attempt, setAttempt] = useState(0);
    useEffect(() => {
      if (!wanted || mod) return;
      let live = true;
      let timer: number | undefined;
      load().then(
        (m) => live && setMod(() => m),
        () => {
          if (!live) return;
          setFailures((n) => n + 1);
          timer = window.setTimeout(
            () => live && setAttempt((n) => n + 1),
            Math.min(30_000, 1000 * 2 ** failures),
          );
        },
      );
      return () => {
        live = false;
        window.clearTimeout(timer);
      };
      // `failures` only sets the next wait; a new try starts on `attempt`.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [wanted, mod, attempt]);
    const here = mod ?? (wanted ? loaded : undefined);
    return { module: here, failed: !here && failures > 0, retry: () => setAttempt((n) => n + 1) };
  }

  function useModule(wanted: boolean): M | undefined {
    return useModuleState(wanted).module;
  }

  return { load, useModule, useModuleState };
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

// For code a page can show without at first: undefined on the server, while hydrating and until the import
// resolves, so the server's render always hydrates; then every user renders again with it.
export function lazyHook<T>(load: () => Promise<T>): () => T | undefined {
  let loaded: T | undefined;
  let started = false;
  const waiting = new Set<() => void>();
  const subscribe = (onLoad: () => void) => {
    waiting.add(onLoad);
    if (!started) {
      started = true;
      load().then(
        (m) => {
          loaded = m;
          for (const wake of waiting) wake();
        },
        () => (started = false),
      );
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
