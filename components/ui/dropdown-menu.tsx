"use client";

import * as React from "react";
import type * as Radix from "./dropdown-menu-radix";
import { lazyPopup } from "./lazy-popup";

// The dropdown menu parts, same names and props as ./dropdown-menu-radix, whose Radix code loads on a menu's
// first use (./lazy-popup.tsx): until then each menu is its trigger alone, closed.
const { LazyRoot, useGateContext, inner, trigger } = lazyPopup(() => import("./dropdown-menu-radix"));

type Props<K extends keyof typeof Radix> = React.ComponentProps<(typeof Radix)[K]>;

export function DropdownMenu(props: Props<"DropdownMenu">) {
  return <LazyRoot props={props} root="DropdownMenu" asleep={props.children} />;
}

export const DropdownMenuTrigger = trigger(
  "DropdownMenuTrigger",
  "menu",
  ["ArrowDown"],
  "dropdown-menu-trigger",
);

// A menu woken by a key press mounts after Radix would have focused the first item, so the first item takes
// focus on its first opening, or as it arrives while the list loads, unless focus has moved on.
export function DropdownMenuContent({ onFocus, onBlur, ...props }: Props<"DropdownMenuContent">) {
  const gate = useGateContext();
  const waiting = React.useRef<MutationObserver | null>(null);
  React.useEffect(() => () => waiting.current?.disconnect(), []);
  const Real = gate?.real?.DropdownMenuContent;
  if (!gate || !Real) return null;
  return (
    <Real
      onFocus={(e) => {
        onFocus?.(e);
        if (e.target !== e.currentTarget || !gate.takeKeyboardWake()) return;
        const content = e.currentTarget;
        if (focusFirstItem(content)) return;
        waiting.current?.disconnect();
        const observer = new MutationObserver(() => {
          if (document.activeElement !== content || focusFirstItem(content)) observer.disconnect();
        });
        observer.observe(content, { childList: true, subtree: true });
        waiting.current = observer;
      }}
      onBlur={(e) => {
        onBlur?.(e);
        if (e.target === e.currentTarget) waiting.current?.disconnect(); // closed, or focus went elsewhere
      }}
      {...props}
    />
  );
}

function focusFirstItem(content: HTMLElement): boolean {
  const item = content.querySelector<HTMLElement>('[role^="menuitem"]:not([data-disabled])');
  item?.focus();
  return Boolean(item);
}

export const {
  DropdownMenuCheckboxItem,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuPortal,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
} = inner(
  "DropdownMenuCheckboxItem",
  "DropdownMenuGroup",
  "DropdownMenuItem",
  "DropdownMenuLabel",
  "DropdownMenuPortal",
  "DropdownMenuRadioGroup",
  "DropdownMenuRadioItem",
  "DropdownMenuSeparator",
  "DropdownMenuShortcut",
  "DropdownMenuSub",
  "DropdownMenuSubContent",
  "DropdownMenuSubTrigger",
);
