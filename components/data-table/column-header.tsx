"use client";

import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";

type Props = { title: string; sorted: false | "asc" | "desc"; onToggle?: (e: unknown) => void };

// A sortable column title: a real button, so keyboard users can sort too.
export function ColumnHeader({ title, sorted, onToggle }: Props) {
  if (!onToggle) return <span>{title}</span>;
  const Icon = sorted === "asc" ? ArrowUp : sorted === "desc" ? ArrowDown : ArrowUpDown;
  return (
    <button
      type="button"
      onClick={onToggle}
      className="-ml-2 inline-flex items-center gap-1 rounded px-2 py-1 hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      {title}
      <Icon aria-hidden className="size-3.5 text-muted-foreground" />
      <span className="sr-only">
        {sorted ? `sorted ${sorted === "asc" ? "ascending" : "descending"}` : "sort"}
      </span>
    </button>
  );
}
