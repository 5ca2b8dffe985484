"use client";

import { createContext, useContext, useMemo, useState, type ReactNode } from "react";
import { Checkbox } from "@/components/ui/checkbox";

// The rows picked for bulk work: ids picked by hand, or every record matching the table's filters ("all N
// matching", across pages). Kept per table; a change of filters clears it (the set it named is gone).
export type Picked = { ids: Set<number>; all: boolean };
type Selection = Picked & {
  toggle: (id: number, on: boolean) => void;
  setPage: (ids: number[], on: boolean) => void;
  selectAll: () => void;
  clear: () => void;
  pageIds: number[];
};

const Ctx = createContext<Selection | null>(null);
export const useSelection = () => useContext(Ctx);

export function SelectionProvider({
  pageIds,
  resetKey,
  children,
}: {
  pageIds: number[];
  resetKey: string;
  children: ReactNode;
}) {
  const [state, setState] = useState<Picked & { key: string }>({ ids: new Set(), all: false, key: resetKey });
  const current = useMemo(
    () => (state.key === resetKey ? state : { ids: new Set<number>(), all: false, key: resetKey }),
    [state, resetKey],
  );
  const value = useMemo<Selection>(
    () => ({
      ...current,
      pageIds,
      toggle: (id, on) =>
        setState((s) => {
          const ids = new Set(s.key === resetKey ? s.ids : []);
          if (on) ids.add(id);
          else ids.delete(id);
          return { ids, all: false, key: resetKey };
        }),
      setPage: (page, on) =>
        setState((s) => {
          const ids = new Set(s.key === resetKey ? s.ids : []);
          for (const id of page)
            if (on) ids.add(id);
            else ids.delete(id);
          return { ids, all: false, key: resetKey };
        }),
      selectAll: () => setState({ ids: new Set(), all: true, key: resetKey }),
      clear: () => setState({ ids: new Set(), all: false, key: resetKey }),
    }),
    [current, pageIds, resetKey],
  );
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

export function PageCheckbox() {
  const s = useSelection();
  if (!s) return null;
  const picked = s.pageIds.filter((id) => s.all || s.ids.has(id)).length;
  const checked = picked > 0 && picked === s.pageIds.length ? true : picked > 0 ? "indeterminate" : false;
  return (
    <Checkbox
      aria-label="Select every row on this page"
      checked={checked}
      onCheckedChange={(on) => s.setPage(s.pageIds, on === true)}
    />
  );
}

export function RowCheckbox({ id, name }: { id: number; name: string }) {
  const s = useSelection();
  if (!s) return null;
  return (
    <Checkbox
      aria-label={`Select ${name}`}
      checked={s.all || s.ids.has(id)}
      onCheckedChange={(on) =>
        // Unpicking one of "all matching" leaves this page's others picked.
        s.all
          ? s.setPage(
              s.pageIds.filter((x) => x !== id),
              true,
            )
          : s.toggle(id, on === true)
      }
    />
  );
}
