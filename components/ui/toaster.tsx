"use client";

import * as React from "react";
import { useTheme } from "next-themes";
import { Toaster as Sonner, type ToasterProps } from "sonner";

/** Mounted by LazyToaster with the first toast; call `toast(...)` from "@/components/ui/toast" anywhere. */
function Toaster(props: ToasterProps) {
  const { theme } = useTheme();
  const sonnerTheme: ToasterProps["theme"] = theme === "light" || theme === "dark" ? theme : "system";
  return (
    <Sonner
      theme={sonnerTheme}
      className="toaster group"
      toastOptions={{ classNames: { description: "text-muted-foreground!" } }}
      style={
        {
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
          "--border-radius": "var(--radius)",
        } as React.CSSProperties
      }
      {...props}
    />
  );
}

export { Toaster };
