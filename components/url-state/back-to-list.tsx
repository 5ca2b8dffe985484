"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useSyncExternalStore } from "react";
import { listAddress, listKey } from "@/components/url-state/list-address";

// On a list page: remember its address as it changes in the browser (the page's HTML remembers the first one,
// components/url-state/remember-list.tsx).
export function RememberList() {
  const pathname = usePathname();
  const params = useSearchParams();
  const address = listAddress(pathname, params);
  useEffect(() => {
    try {
      sessionStorage.setItem(listKey(pathname), address);
    } catch {
      // Storage refused (private mode, quota): the back link keeps the list's plain address.
    }
  }, [pathname, address]);
  return null;
}

const noop = () => () => undefined;

// The address a back link to `list` should use: the list as last seen in this tab, else `list` itself.
export function useListHref(list: string): string {
  const remembered = useSyncExternalStore(
    noop,
    () => {
      try {
        return sessionStorage.getItem(listKey(list));
      } catch {
        return null;
      }
    },
    () => null,
  );
  return remembered && (remembered === list || remembered.startsWith(`${list}?`)) ? remembered : list;
}
