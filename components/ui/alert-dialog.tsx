"use client";

import type * as React from "react";
import type * as Radix from "./alert-dialog-radix";
import { lazyPopup } from "./lazy-popup";

// The alert dialog parts, same names and props as ./alert-dialog-radix, whose Radix code loads when one is first
// opened (./lazy-popup.tsx): until then an alert dialog is its trigger alone.
const { LazyRoot, inner, trigger } = lazyPopup(() => import("./alert-dialog-radix"));

export function AlertDialog(props: React.ComponentProps<typeof Radix.AlertDialog>) {
  return <LazyRoot props={props} root="AlertDialog" asleep={props.children} />;
}

export const AlertDialogTrigger = trigger("AlertDialogTrigger", "dialog", [], "alert-dialog-trigger");

export const {
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogOverlay,
  AlertDialogPortal,
  AlertDialogTitle,
} = inner(
  "AlertDialogAction",
  "AlertDialogCancel",
  "AlertDialogContent",
  "AlertDialogDescription",
  "AlertDialogFooter",
  "AlertDialogHeader",
  "AlertDialogOverlay",
  "AlertDialogPortal",
  "AlertDialogTitle",
);
