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

// Below the desktop breakpoint the sidebar is hidden: a disclosure button opens the same navigation (the layout
// passes SidebarNav itself as `children`, so the sections, their permissions and the current-page mark cannot
// drift apart; rendered on the server, it costs this component no JavaScript). No Radix: the shell's
// JavaScript stays as it is. Focus goes to the current section (or the first) on open and back to the button
// when Escape or a link closes it; a tap outside just closes it (focus goes where the tap went).
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
