import { useSyncExternalStore } from "react";

const noSubscribe = () => () => {};

// False in the server's HTML and while React hydrates it, true once the page's JavaScript runs it. A form is
// disabled until then: typed into before, its fields would be set again from the form's state at hydration
// (losing or, mid-keystroke, merging what was typed), and a click on Submit would send the browser's own submit.
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}
