"use client";

import { useQuery } from "@tanstack/react-query";
import { ChevronDown } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { statusOptions } from "@/lib/projects/queries";

export function StatusFilter({ value, onChange }: { value: number[]; onChange: (ids: number[]) => void }) {
  const { data: statuses = [] } = useQuery(statusOptions());
  const names = statuses.filter((s) => value.includes(s.id)).map((s) => s.name);
  const label =
    names.length === 0 ? "All statuses" : names.length <= 2 ? names.join(", ") : `${names.length} statuses`;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Status filter: ${label}`}>
          Status: {label}
          <ChevronDown aria-hidden className="size-4" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuLabel>Show statuses</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {statuses.map((s) => (
          <DropdownMenuCheckboxItem
            key={s.id}
            checked={value.includes(s.id)}
            onSelect={(e) => e.preventDefault()}
            onCheckedChange={(on) => onChange(on ? [...value, s.id] : value.filter((id) => id !== s.id))}
          >
            {s.name}
          </DropdownMenuCheckboxItem>
        ))}
        {value.length > 0 && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => onChange([])}>Clear status filter</DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
