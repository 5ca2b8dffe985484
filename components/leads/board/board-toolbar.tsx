"use client";

import { Kanban, Plus, Table2 } from "lucide-react";
import Link from "next/link";
import { useEffect, useState } from "react";
import { ContactFilter } from "@/components/projects/projects-table/contact-filter";
import { RecordSearchBox } from "@/components/record-index/record-search-box";
import { useDebounced } from "@/components/record-index/use-debounced";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { boardSearch, type BoardState } from "@/lib/leads/board-filters";

type Props = { state: BoardState; update: (p: Partial<BoardState>) => void; canCreate: boolean };

// One filter bar: the client, the cards' text (live: the board follows the typing after a short pause, no Enter
// needed) and retired leads; beside it, a search that opens one lead.
export function BoardToolbar({ state, update, canCreate }: Props) {
  const [q, setQ] = useState(state.q);
  const typed = useDebounced(q.trim());
  useEffect(() => {
    if (typed !== state.q) update({ q: typed });
    // Only the typing drives it: a URL change (back, a link) resets the box below.
  }, [typed]); // eslint-disable-line react-hooks/exhaustive-deps
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
        placeholder="Open a lead…"
        className="w-56"
      />
      <div role="group" aria-label="Filter the leads" className="flex flex-wrap items-center gap-3">
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
                placeholder="Filter cards by name or client…"
                value={q}
                onChange={(e) => setQ(e.target.value)}
                className="h-8 w-60"
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
      </div>
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
