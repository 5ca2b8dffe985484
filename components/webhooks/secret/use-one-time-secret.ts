"use client";

import { useEffect, useState, type Dispatch, type SetStateAction } from "react";
import { flushSync } from "react-dom";

// A value carrying a signing secret lives only in this state, cleared when the page is hidden (before the
// back-forward cache freezes it) and on unmount. Never in a cache, the URL, storage, a log, a toast or the title.
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
