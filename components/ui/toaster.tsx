"use client";

import * as React from "react";
import { useTheme } from "next-themes";
import { Toaster as Sonner, type ToasterProps } from "sonner";

/** Mount once (in the root layout, inside ThemeProvider); call `toast(...)` from "sonner" anywhere. */
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
