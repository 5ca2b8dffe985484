"use client";

import type * as React from "react";
import type * as Radix from "./dialog-radix";
import { lazyPopup } from "./lazy-popup";

// The dialog parts, same names and props as ./dialog-radix, whose Radix code loads when a dialog is first
// opened (./lazy-popup.tsx): until then a dialog is its trigger alone.
const { LazyRoot, inner, trigger } = lazyPopup(() => import("./dialog-radix"));

export function Dialog(props: React.ComponentProps<typeof Radix.Dialog>) {
  return <LazyRoot props={props} root="Dialog" asleep={props.children} />;
}

export const DialogTrigger = trigger("DialogTrigger", "dialog", [], "dialog-trigger");

export const {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogOverlay,
  DialogPortal,
  DialogTitle,
} = inner(
  "DialogClose",
  "DialogContent",
  "DialogDescription",
  "DialogFooter",
  "DialogHeader",
  "DialogOverlay",
  "DialogPortal",
  "DialogTitle",
);
