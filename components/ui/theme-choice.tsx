"use client";

import type * as React from "react";
import { useTheme } from "next-themes";

import { DropdownMenuRadioGroup } from "@/components/ui/dropdown-menu";

/** The theme menu's radio group, bound to next-themes (the items come from the server, ./theme-toggle.tsx). */
function ThemeChoice({ children }: { children: React.ReactNode }) {
  const { theme, setTheme } = useTheme();
  return (
    <DropdownMenuRadioGroup value={theme ?? "system"} onValueChange={setTheme}>
      {children}
    </DropdownMenuRadioGroup>
  );
}

export { ThemeChoice };
