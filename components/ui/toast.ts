import type { ReactNode } from "react";
import type { ExternalToast } from "sonner";

// sonner's `toast`, loaded with the first toast rather than every page; sonner replays toasts made before its
// Toaster subscribed, so none is lost.
type Kind = "success" | "error" | "info" | "warning";
type Message = ReactNode | (() => ReactNode);

let sonner: Promise<typeof import("sonner")> | undefined;
const waiting = new Set<() => void>();

export function loadSonner(): Promise<typeof import("sonner")> {
  if (!sonner) {
    sonner = import("sonner");
    for (const wake of waiting) wake();
  }
  return sonner;
}

// Calls `wake` once a toast has been asked for (at once if one has); returns the unsubscribe.
export function onFirstToast(wake: () => void): () => void {
  if (sonner) {
    wake();
    return () => {};
  }
  waiting.add(wake);
  return () => waiting.delete(wake);
}

function show(kind: Kind | undefined, message: Message, data?: ExternalToast): void {
  void loadSonner().then(({ toast: real }) => {
    if (kind) real[kind](message, data);
    else real(message, data);
  });
}

export const toast = Object.assign(
  (message: Message, data?: ExternalToast) => show(undefined, message, data),
  {
    success: (message: Message, data?: ExternalToast) => show("success", message, data),
    error: (message: Message, data?: ExternalToast) => show("error", message, data),
    info: (message: Message, data?: ExternalToast) => show("info", message, data),
    warning: (message: Message, data?: ExternalToast) => show("warning", message, data),
  },
);
