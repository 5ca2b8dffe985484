"use client";

import { Search } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { PALETTE_TITLE } from "./lookup-title";

// Ctrl+K: search every record by name, client or id (the record index), or match a custom field value exactly.

// The dialog's code loads on first open or when pointer or focus reaches its button. React's lazy, not
// next/dynamic: it renders only in the browser, and the shell carries no next/dynamic runtime.
const loadDialog = () => import("./lookup-dialog");
const LookupDialog = lazy(loadDialog);

// The header's search box and Ctrl/⌘-K open the same palette.
export function LookupPalette() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === "k") {
        e.preventDefault();
        setUsed(true);
        setOpen(true);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  return (
    <>
      <Button
        ref={trigger}
        variant="outline"
        size="sm"
        aria-label={PALETTE_TITLE}
        aria-keyshortcuts="Control+K Meta+K"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? "open" : "closed"}
        className="w-64 justify-start gap-2 overflow-hidden font-normal text-muted-foreground max-sm:w-auto"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Search aria-hidden className="size-4" />
        <span className="min-w-0 truncate max-sm:sr-only">Find a record…</span>
        <kbd aria-hidden className="ml-auto shrink-0 rounded border px-1 text-xs max-sm:hidden">
          Ctrl K
        </kbd>
      </Button>
      {used && (
        <Suspense fallback={null}>
          <LookupDialog open={open} onOpenChange={setOpen} trigger={trigger} />
        </Suspense>
      )}
    </>
  );
}
