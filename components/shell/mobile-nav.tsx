"use client";

import { Menu, X } from "lucide-react";
import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from "react";
import { Button } from "@/components/ui/button";

// Below the desktop breakpoint a disclosure button opens the same SidebarNav (passed as `children`, so sections
// and permissions cannot drift). No Radix, to keep the shell's JavaScript; focus goes in on open and back on Escape.
export function MobileNav({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const current = panel.current?.querySelector<HTMLAnchorElement>('a[aria-current="page"]');
    (current ?? panel.current?.querySelector<HTMLAnchorElement>("a[href]"))?.focus();
    const outside = (e: PointerEvent) => {
      const t = e.target as Node;
      if (!panel.current?.contains(t) && !button.current?.contains(t)) setOpen(false);
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== "Escape") return;
    e.preventDefault();
    close();
  };
  // Following a link closes the menu; the new page keeps focus on the button, where the user started.
  const onClick = (e: MouseEvent) => {
    if ((e.target as HTMLElement).closest("a[href]")) close();
  };

  return (
    <div className="md:hidden" onKeyDown={onKeyDown}>
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        aria-label="Menu"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? <X aria-hidden /> : <Menu aria-hidden />}
      </Button>
      {open && (
        <div
          ref={panel}
          id={panelId}
          onClick={onClick}
          className="fixed inset-x-0 top-14 z-40 max-h-[calc(100dvh-3.5rem)] overflow-y-auto border-b bg-card shadow-lg"
        >
          {children}
        </div>
      )}
    </div>
  );
}
