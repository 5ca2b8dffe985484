"use client";

import { useEffect, useState, type ReactNode } from "react";
import { cn } from "@/lib/utils";

// Keyboard-move instructions: screen readers get them through each handle's aria-describedby; sighted keyboard
// users see them while such a handle has focus.
export function KeyboardHint({ id, children }: { id: string; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const update = () => {
      const el = document.activeElement;
      const describes = (el?.getAttribute("aria-describedby") ?? "").split(/\s+/).includes(id);
      setShown(describes && !!el?.matches(":focus-visible"));
    };
    // After a focusout, focus is on its way elsewhere: look once it has arrived (or gone to the page).
    const later = () => setTimeout(update, 0);
    document.addEventListener("focusin", update);
    document.addEventListener("focusout", later);
    return () => {
      document.removeEventListener("focusin", update);
      document.removeEventListener("focusout", later);
    };
  }, [id]);
  return (
    <p
      id={id}
      role="note"
      className={cn(
        shown
          ? "fixed bottom-4 left-1/2 z-40 w-[min(36rem,calc(100vw-2rem))] -translate-x-1/2 rounded-md border bg-popover p-3 text-sm text-popover-foreground shadow-md"
          : "hidden",
      )}
    >
      {children}
    </p>
  );
}
