"use client";

import { Button } from "@/components/ui/button";
import type { PaletteAction, PaletteGroup } from "./registry";

const SHOWN: PaletteGroup[] = ["Selected rows", "This page"];

// In the palette, under its search: the actions of the selected rows and of the page, one button each (Tab
// reaches them); saved views and pages are found by typing.
export function PageActions({
  actions,
  onRun,
}: {
  actions: PaletteAction[];
  onRun: (a: PaletteAction) => void;
}) {
  const groups = SHOWN.map((g) => [g, actions.filter((a) => a.group === g)] as const).filter(
    ([, list]) => list.length > 0,
  );
  if (!groups.length) return null;
  return (
    <div className="grid gap-3">
      {groups.map(([group, list]) => (
        <section key={group} aria-label={group} className="grid gap-1">
          <h3 className="text-xs font-medium text-muted-foreground">{group}</h3>
          <ul className="flex flex-wrap gap-1">
            {list.map((a) => (
              <li key={a.id}>
                <Button type="button" variant="outline" size="sm" onClick={() => onRun(a)}>
                  {a.label}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
