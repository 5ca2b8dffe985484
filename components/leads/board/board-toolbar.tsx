"use client";

import { Kanban, Plus, Table2 } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { ContactFilter } from "@/components/projects/projects-table/contact-filter";
import { RecordSearchBox } from "@/components/record-index/record-search-box";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { boardSearch, type BoardState } from "@/lib/leads/board-filters";

type Props = { state: BoardState; update: (p: Partial<BoardState>) => void; canCreate: boolean };

export function BoardToolbar({ state, update, canCreate }: Props) {
  const [q, setQ] = useState(state.q);
  return (
    <div className="flex flex-wrap items-center gap-3 pb-3">
      <nav aria-label="View" className="flex rounded-md border p-0.5">
        {(["board", "table"] as const).map((view) => (
          <Button key={view} asChild variant={state.view === view ? "secondary" : "ghost"} size="sm">
            <Link
              href={`/leads${boardSearch({ ...state, view, page: 1 })}`}
              aria-current={state.view === view ? "page" : undefined}
            >
              {view === "board" ? (
                <Kanban aria-hidden className="size-4" />
              ) : (
                <Table2 aria-hidden className="size-4" />
              )}
              {view === "board" ? "Board" : "Table"}
            </Link>
          </Button>
        ))}
      </nav>
      <RecordSearchBox
        kinds={["lead"]}
        label="Search leads by name, client or id"
        placeholder="Find a lead…"
        className="w-56"
      />
      <ContactFilter
        key={state.contactId ?? ""}
        value={state.contactId}
        onApply={(contactId) => update({ contactId })}
      />
      {state.view === "board" && (
        <>
          <form
            role="search"
            onSubmit={(e) => {
              e.preventDefault();
              update({ q: q.trim() });
            }}
          >
            <Input
              aria-label="Search cards"
              placeholder="Search cards…"
              value={q}
              onChange={(e) => setQ(e.target.value)}
              onBlur={() => q.trim() !== state.q && update({ q: q.trim() })}
              className="h-8 w-52"
            />
          </form>
          <div className="flex items-center gap-2">
            <Switch
              id="show-retired"
              checked={state.retired}
              onCheckedChange={(retired) => update({ retired })}
            />
            <Label htmlFor="show-retired">Show retired</Label>
          </div>
        </>
      )}
      {canCreate && (
        <Button asChild size="sm" className="ml-auto">
          <Link href="/leads/new">
            <Plus aria-hidden className="size-4" />
            New lead
          </Link>
        </Button>
      )}
    </div>
  );
}
