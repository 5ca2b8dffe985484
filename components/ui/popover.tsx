"use client";

import type * as React from "react";
import { lazyPopup } from "./lazy-popup";
import type * as Radix from "./popover-radix";

// The popover parts, same names and props as ./popover-radix, whose Radix code loads when a popover is first
// opened (./lazy-popup.tsx): until then a popover is its trigger alone. (No PopoverAnchor: nothing anchors one.)
const { LazyRoot, inner, trigger } = lazyPopup(() => import("./popover-radix"));

export function Popover(props: React.ComponentProps<typeof Radix.Popover>) {
  return <LazyRoot props={props} root="Popover" asleep={props.children} />;
}

export const PopoverTrigger = trigger("PopoverTrigger", "dialog", [], "popover-trigger");

export const { PopoverContent } = inner("PopoverContent");
