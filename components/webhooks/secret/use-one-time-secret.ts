"use client";

import { useEffect, useState, type Dispatch, type SetStateAction } from "react";
import { flushSync } from "react-dom";

// State for a value that carries a signing secret. It lives only here, in the state of the component that shows
// it: cleared when the page is hidden (synchronously, before the back-forward cache freezes the page, so a
// restored page cannot show it) and when the component goes away. Never put such a value in a query or mutation
// cache, the URL, storage, a log, a toast, the title or a live region.
export function useOneTimeSecret<T>(): [T | null, Dispatch<SetStateAction<T | null>>] {
  const [value, setValue] = useState<T | null>(null);
  useEffect(() => {
    const clear = () => flushSync(() => setValue(null));
    window.addEventListener("pagehide", clear);
    return () => {
      window.removeEventListener("pagehide", clear);
      setValue(null);
    };
  }, []);
  return [value, setValue];
}
