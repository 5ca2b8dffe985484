"use client";

import { MoreHorizontal } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import type { WokenBy } from "@/components/ui/lazy-popup";
import type { ListedSubscription } from "@/lib/webhooks/types";

// The row menu's code loads when pointer or focus reaches a row's menu button; until pressed, a look-alike stands
// in. Pressing mounts the real menu and presses it the same way, so it opens as always (keyboard: first item).
const load = () => import("./row-actions");
type Loaded = Awaited<ReturnType<typeof load>>;

export function LazyRowActions({ subscription: s }: { subscription: ListedSubscription }) {
  const [woken, setWoken] = useState<{ by: WokenBy; real: Loaded } | null>(null);
  const box = useRef<HTMLSpanElement>(null);
  const pressed = useRef(false);

  useEffect(() => {
    if (!woken || pressed.current) return;
    pressed.current = true;
    // A click without a pointer position (detail 0) is what Enter and Space make: the menu takes it as such.
    box.current
      ?.querySelector("button")
      ?.dispatchEvent(
        new MouseEvent("click", { bubbles: true, cancelable: true, detail: woken.by === "keyboard" ? 0 : 1 }),
      );
  }, [woken]);

  const wake = (by: WokenBy) => void load().then((real) => setWoken((w) => w ?? { by, real }));
  return (
    <span ref={box}>
      {woken ? (
        <woken.real.RowActions subscription={s} />
      ) : (
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={`Actions for ${s.url}`}
          aria-haspopup="menu"
          aria-expanded={false}
          data-state="closed"
          data-slot="dropdown-menu-trigger"
          onPointerEnter={() => void load()}
          onFocus={() => void load()}
          onClick={(e) => wake(e.detail === 0 ? "keyboard" : "pointer")}
          onKeyDown={(e) => {
            if (e.key !== "ArrowDown") return;
            e.preventDefault();
            wake("keyboard");
          }}
        >
          <MoreHorizontal aria-hidden />
        </Button>
      )}
    </span>
  );
}
