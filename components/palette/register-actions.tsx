"use client";

import { useMemo } from "react";
import { usePaletteActions, type PaletteAction } from "./registry";

export type PageAction = { id: string; label: string; run: () => void };

// Offers a page's own actions to the command palette while the page is on screen.
export function RegisterPageActions({ actions }: { actions: PageAction[] }) {
  const listed = useMemo<PaletteAction[]>(
    () => actions.map((a) => ({ ...a, group: "This page" as const })),
    [actions],
  );
  usePaletteActions(listed);
  return null;
}
