"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useSyncExternalStore } from "react";

// A list's address as last seen in this tab, so a record's back link returns to the list as it was. Only the
// list's own path is remembered for it, so the link can lead nowhere else.
const keyOf = (path: string) => `pc:list:${path}`;

// On a list page: remember its address as it changes.
export function RememberList() {
  const pathname = usePathname();
  const params = useSearchParams();
  // Not the notice of a page that sent the person here (lib/auth/refused.ts): it is said once, not on every return.
  const kept = new URLSearchParams(params);
  kept.delete("refused");
  const search = kept.toString();
  useEffect(() => {
    try {
      sessionStorage.setItem(keyOf(pathname), search ? `${pathname}?${search}` : pathname);
    } catch {
      // Storage refused (private mode, quota): the back link keeps the list's plain address.
    }
  }, [pathname, search]);
  return null;
}

const noop = () => () => undefined;

// The address a back link to `list` should use: the list as last seen in this tab, else `list` itself.
export function useListHref(list: string): string {
  const remembered = useSyncExternalStore(
    noop,
    () => {
      try {
        return sessionStorage.getItem(keyOf(list));
      } catch {
        return null;
      }
    },
    () => null,
  );
  return remembered && (remembered === list || remembered.startsWith(`${list}?`)) ? remembered : list;
}
