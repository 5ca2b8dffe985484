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

// Opened from the keyboard, Radix puts focus on the first item; a menu woken by a key press mounts after that
// key, so on its first opening the first item takes the focus Radix gives the content as it opens.
export function DropdownMenuContent({ onFocus, ...props }: Props<"DropdownMenuContent">) {
  const gate = useGateContext();
  const Real = gate?.real?.DropdownMenuContent;
  if (!gate || !Real) return null;
  return (
    <Real
      onFocus={(e) => {
        onFocus?.(e);
        if (e.target !== e.currentTarget || !gate.takeKeyboardWake()) return;
        e.currentTarget.querySelector<HTMLElement>('[role^="menuitem"]:not([data-disabled])')?.focus();
      }}
      {...props}
    />
  );
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
