"use client";

import { useId, useState, type ReactNode } from "react";
import { cn } from "@/lib/utils";
import { comboInputClass } from "./lazy-combobox";

export type ComboOption = { key: string; label: string; detail?: string; badge?: string };
export type ComboStatus = "idle" | "loading" | "error" | "ready";

type Props = {
  // The input's wiring from a FormField (id, aria-describedby, aria-invalid), or an aria-label of its own.
  inputProps?: Record<string, unknown>;
  label?: string;
  placeholder?: string;
  text: string;
  onTextChange: (text: string) => void;
  options: ComboOption[];
  onPick: (option: ComboOption) => void;
  status: ComboStatus;
  // What the popup says when there is nothing to pick, and under the options (e.g. how fresh the index is).
  message?: ReactNode;
  footer?: ReactNode;
  autoFocus?: boolean;
  className?: string;
  onBlur?: () => void;
  inputRef?: React.Ref<HTMLInputElement>;
  // Enter with no suggestion chosen: what the typed text does (a table's filter), instead of nothing.
  onEnterText?: (text: string) => void;
};

// An ARIA 1.2 combobox with a listbox popup; focus stays in the box (aria-activedescendant). Escape inside a
// dialog closes the list first (dialog-radix.tsx). Hand-written, no popper or portal, so pages carry little code.
export function Combobox({
  inputProps,
  label,
  placeholder,
  text,
  onTextChange,
  options,
  onPick,
  status,
  message,
  footer,
  autoFocus,
  className,
  onBlur,
  inputRef,
  onEnterText,
}: Props) {
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const shown = open && text.trim() !== "";
  const activeOption = shown && active >= 0 ? options[active] : undefined;

  const move = (delta: number) => {
    if (!options.length) return;
    setOpen(true);
    setActive((i) =>
      i < 0 ? (delta > 0 ? 0 : options.length - 1) : (i + delta + options.length) % options.length,
    );
  };
  const pick = (o: ComboOption) => {
    setOpen(false);
    setActive(-1);
    onPick(o);
  };

  return (
    <div className={cn("relative", className)}>
      <input
        ref={inputRef}
        type="text"
        role="combobox"
        aria-label={label}
        aria-expanded={shown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeOption ? `${id}-${activeOption.key}` : undefined}
        autoComplete="off"
        spellCheck={false}
        autoFocus={autoFocus}
        placeholder={placeholder}
        value={text}
        className={comboInputClass}
        {...inputProps}
        onChange={(e) => {
          onTextChange(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          onBlur?.();
        }}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown" || e.key === "ArrowUp") {
            e.preventDefault();
            move(e.key === "ArrowDown" ? 1 : -1);
          } else if (e.key === "Enter") {
            // Enter never submits the surrounding form from here: it picks, applies the text, or does nothing.
            if (shown || onEnterText) e.preventDefault();
            if (onEnterText && !activeOption) {
              setOpen(false);
              onEnterText(text.trim());
              return;
            }
            const o = activeOption ?? (options.length === 1 ? options[0] : undefined);
            if (shown && o) pick(o);
          } else if (e.key === "Escape" && shown) {
            e.preventDefault();
            e.stopPropagation();
            setOpen(false);
          }
        }}
      />
      <div
        hidden={!shown}
        className="absolute top-full left-0 z-50 mt-1 max-h-80 w-max min-w-full max-w-[min(30rem,calc(100vw-2rem))] overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
      >
        <ul id={listId} role="listbox" aria-label={label ?? "Suggestions"}>
          {options.map((o, i) => (
            <li
              key={o.key}
              id={`${id}-${o.key}`}
              role="option"
              aria-selected={i === active}
              className={cn(
                "flex cursor-pointer items-baseline gap-x-2 rounded-sm px-2 py-1.5 text-sm",
                i === active && "bg-accent text-accent-foreground",
              )}
              // Keep the focus in the box (a blur would close the list before the click lands).
              onMouseDown={(e) => e.preventDefault()}
              onMouseEnter={() => setActive(i)}
              onClick={() => pick(o)}
            >
              {/* Name and what tells same-named records apart (client, city, id), each whole, on lines of their own. */}
              <span className="grid min-w-0">
                <span className="font-medium break-words">{o.label}</span>
                {o.detail && <span className="text-xs break-words text-muted-foreground">{o.detail}</span>}
              </span>
              {o.badge && <span className="ml-auto shrink-0 text-xs text-muted-foreground">{o.badge}</span>}
            </li>
          ))}
        </ul>
        {(status !== "ready" || options.length === 0) && (
          <p className="px-2 py-1.5 text-sm text-muted-foreground">
            {status === "loading" ? "Searching…" : status === "error" ? "Search failed." : null}
            {status !== "loading" && message}
          </p>
        )}
        {footer && <p className="border-t px-2 pt-1.5 pb-1 text-xs text-muted-foreground">{footer}</p>}
      </div>
      <p role="status" className="sr-only">
        {shown && status === "ready" ? `${options.length} result${options.length === 1 ? "" : "s"}` : ""}
      </p>
    </div>
  );
}
