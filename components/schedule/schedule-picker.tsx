"use client";

import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { CalendarRange } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useDeferredValue, useId, useState, type FormEvent } from "react";
import { leadName } from "@/components/leads/lead-name";
import { Button } from "@/components/ui/button";
import { idFromText } from "@/lib/partner-api/contract/reader/outcomes";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import type { ListEnvelope } from "@/lib/partner-api/contract";
import type { Lead, Project } from "@/lib/partner-api/contract/reader";
import { leadListOptions } from "@/lib/leads/queries";
import { projectListOptions } from "@/lib/projects/queries";
import { plural, pluralWord } from "@/lib/plural";

// The API cannot search by name, so each list is its first page (the API's largest) filtered as the user types;
// an id typed opens any record, listed or not.
const PAGE = { limit: 300, offset: 0 };
// Rows drawn at once: enough to scan, few enough to keep typing instant.
const SHOWN = 50;

type Item = { id: number; name: string; detail: string | null };

// The sidebar's "Schedule" entry: choose a project or a lead, then its schedule opens.
export function SchedulePicker() {
  const projects = useQuery({
    ...projectListOptions(PAGE),
    select: (r: ListEnvelope<Project>) => ({
      total: r.total ?? r.data.length,
      items: r.data.map((p) => ({
        id: p.id,
        name: p.name,
        detail: [p.status?.name, p.client?.name, p.archived ? "archived" : null].filter(Boolean).join(" · "),
      })),
    }),
  });
  const leads = useQuery({
    ...leadListOptions(PAGE),
    select: (r: ListEnvelope<Lead>) => ({
      total: r.total ?? r.data.length,
      items: r.data.map((l) => ({
        id: l.id,
        name: leadName(l),
        detail: [l.status.displayName, l.client?.name].filter(Boolean).join(" · "),
      })),
    }),
  });
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <RecordPicker
        title="Projects"
        noun="project"
        list={projects}
        hrefOf={(id) => `/projects/${id}/schedule`}
      />
      <RecordPicker title="Leads" noun="lead" list={leads} hrefOf={(id) => `/leads/${id}/schedule`} />
    </div>
  );
}

type PickerProps = {
  title: string;
  noun: string;
  list: UseQueryResult<{ total: number; items: Item[] }>;
  hrefOf: (id: number) => string;
};

function RecordPicker({ title, noun, list, hrefOf }: PickerProps) {
  const router = useRouter();
  const headingId = useId();
  const [text, setText] = useState("");
  // Filtering 300 rows is cheap, but typing stays responsive on a slow machine if the list lags a keystroke.
  const q = useDeferredValue(text).trim().toLowerCase();
  const typedId = idFromText(q.replace(/^#/, "")) ?? null;
  const items = list.data?.items ?? [];
  const matches =
    q === "" ? items : items.filter((i) => i.name.toLowerCase().includes(q) || i.id === typedId);
  const loaded = list.data !== undefined;

  // Enter opens the record whose id was typed, else the first match.
  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const id = typedId ?? matches[0]?.id;
    if (id != null) router.push(hrefOf(id));
  }

  const partial = loaded && list.data.total > list.data.items.length;
  return (
    <Card className="gap-4" aria-labelledby={headingId} role="region">
      <CardHeader>
        <CardTitle asChild>
          <h2 id={headingId}>{title}</h2>
        </CardTitle>
        <CardDescription>
          {partial
            ? `The first ${list.data.items.length} of ${plural(list.data.total, noun)} are listed; type an id to open any ${noun}.`
            : `Choose a ${noun} to open its schedule.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <form role="search" aria-label={`${title} search`} onSubmit={onSubmit}>
          <FormField label={`Find a ${noun}`} description="By name or id; Enter opens the first match.">
            <Input
              type="search"
              value={text}
              onChange={(e) => setText(e.target.value)}
              autoComplete="off"
              spellCheck={false}
            />
          </FormField>
        </form>
        {list.isError ? (
          <div role="alert" className="grid justify-items-start gap-2 text-sm">
            <p className="text-destructive">The {noun}s could not be loaded.</p>
            <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </div>
        ) : !loaded ? (
          <div aria-busy="true" aria-label={`Loading ${noun}s`} className="grid gap-2">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-10 w-full" />
            ))}
          </div>
        ) : (
          <Results noun={noun} matches={matches} typedId={typedId} hrefOf={hrefOf} filtered={q !== ""} />
        )}
      </CardContent>
    </Card>
  );
}

function Results({
  noun,
  matches,
  typedId,
  hrefOf,
  filtered,
}: {
  noun: string;
  matches: Item[];
  typedId: number | null;
  hrefOf: (id: number) => string;
  filtered: boolean;
}) {
  const listed = typedId != null && matches.some((m) => m.id === typedId);
  const count =
    matches.length === 0
      ? `No listed ${noun} matches.`
      : `${plural(matches.length, noun)} ${filtered ? pluralWord(matches.length, "matches", "match") : "listed"}${matches.length > SHOWN ? `; the first ${SHOWN} are shown, type to narrow` : ""}.`;
  return (
    <div className="grid gap-2">
      {/* Always present, so screen readers hear the count change as the user types. */}
      <p aria-live="polite" className="text-sm text-muted-foreground">
        {count}
      </p>
      {(matches.length > 0 || (typedId != null && !listed)) && (
        <ul className="grid max-h-[26rem] gap-1 overflow-y-auto rounded-md border p-1">
          {typedId != null && !listed && (
            <li>
              <PickLink
                href={hrefOf(typedId)}
                name={`${noun[0]!.toUpperCase()}${noun.slice(1)} ${typedId}`}
              />
            </li>
          )}
          {matches.slice(0, SHOWN).map((m) => (
            <li key={m.id}>
              <PickLink href={hrefOf(m.id)} name={m.name} id={m.id} detail={m.detail} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function PickLink({
  href,
  name,
  id,
  detail,
}: {
  href: string;
  name: string;
  id?: number;
  detail?: string | null;
}) {
  return (
    <Link
      href={href}
      className="flex items-center gap-3 rounded-sm px-2 py-1.5 text-sm outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring"
    >
      <CalendarRange aria-hidden className="size-4 shrink-0 text-muted-foreground" />
      <span className="grid min-w-0 flex-1">
        <span className="truncate font-medium">{name}</span>
        {detail && <span className="truncate text-xs text-muted-foreground">{detail}</span>}
      </span>
      {id != null && <span className="shrink-0 text-xs text-muted-foreground tabular-nums">#{id}</span>}
    </Link>
  );
}
