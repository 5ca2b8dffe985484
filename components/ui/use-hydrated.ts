import { useSyncExternalStore } from "react";

const noSubscribe = () => () => {};

// True once the page's JavaScript runs. Forms stay disabled until then: typing before hydration would be reset
// by the form's state, and Submit would send the browser's own submit.
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}
