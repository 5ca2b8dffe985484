"use client";

import { Plus } from "lucide-react";
import Link from "next/link";
import { RecordSearchBox } from "@/components/record-index/record-search-box";
import { Button } from "@/components/ui/button";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { ArchivedFilter, ProjectListState } from "@/lib/projects/filters";
import { ContactFilter } from "./contact-filter";
import { StatusFilter } from "./status-filter";

type Props = {
  state: ProjectListState;
  update: (p: Partial<ProjectListState>) => void;
  canCreate: boolean;
  children?: React.ReactNode;
};

export function ProjectsToolbar({ state, update, canCreate, children }: Props) {
  return (
    <div className="flex flex-wrap items-end gap-2 pb-3">
      <RecordSearchBox
        kinds={["project"]}
        label="Search projects by name, client or id"
        placeholder="Search projects…"
        className="w-64"
        onFilter={(q) => update({ q, page: 1 })}
      />
      <StatusFilter value={state.statusIds} onChange={(statusIds) => update({ statusIds })} />
      <Select value={state.archived} onValueChange={(v) => update({ archived: v as ArchivedFilter })}>
        {/* The label is on screen, as the status filter's is, not only in the accessible name. */}
        <SelectTrigger aria-label="Archived filter" className="h-8 w-52">
          <span className="text-muted-foreground">Archived:</span>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="all">All projects</SelectItem>
          <SelectItem value="active">Active only</SelectItem>
          <SelectItem value="archived">Archived only</SelectItem>
        </SelectContent>
      </Select>
      <ContactFilter
        key={state.contactId ?? ""}
        value={state.contactId}
        onApply={(contactId) => update({ contactId })}
      />
      <div className="ml-auto flex flex-wrap items-center gap-2">
        {children}
        {canCreate && (
          <Button asChild size="sm">
            <Link href="/projects/new">
              <Plus aria-hidden className="size-4" />
              New project
            </Link>
          </Button>
        )}
      </div>
    </div>
  );
}
