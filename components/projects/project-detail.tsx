"use client";

import { useSuspenseQuery } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { useSyncExternalStore, type ReactNode } from "react";
import { ProjectActions } from "@/components/projects/project-actions/project-actions";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { Address, CustomFieldEntry } from "@/lib/partner-api/contract";
import { projectOptions } from "@/lib/queries/projects";

// The server does not know the user's locale or time zone: it and the hydrating render use a fixed format, and the
// browser switches to the user's own right after, so the two renders never disagree.
const noop = () => () => {};
const useInBrowser = () =>
  useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );

function useFormatters() {
  const browser = useInBrowser();
  const locale = browser ? undefined : "en-US";
  const timeZone = browser ? undefined : "UTC";
  return {
    // The Partner API does not say which currency a budget is in; its accounts are US pros.
    money: (n: number) => new Intl.NumberFormat(locale, { style: "currency", currency: "USD" }).format(n),
    // dateStyle cannot be combined with timeZoneName, so the fixed format names its zone by hand.
    time: (iso: string) =>
      new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone }).format(
        new Date(iso),
      ) + (browser ? "" : " UTC"),
  };
}

export function ProjectDetail({ projectId }: { projectId: number }) {
  const { data: p } = useSuspenseQuery(projectOptions(projectId));
  const f = useFormatters();
  const none = <span className="text-muted-foreground">—</span>;
  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <div className="grid gap-2">
        <Link
          href="/projects"
          className="flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" /> Projects
        </Link>
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="grid gap-2">
            <h1 className="text-2xl font-semibold break-words">{p.name}</h1>
            <div className="flex flex-wrap gap-2">
              {p.status && (
                <Badge variant="secondary">
                  <span className="sr-only">Status: </span>
                  {p.status.name}
                </Badge>
              )}
              {p.archived && <Badge variant="warning">Archived</Badge>}
            </div>
          </div>
          <ProjectActions project={p} />
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <Section title="Details">
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 text-sm">
            <Item label="Client">
              {p.client
                ? `${p.client.name} (contact ${p.client.id})`
                : p.contactId
                  ? `Contact ${p.contactId}`
                  : none}
            </Item>
            <Item label="Budget">{p.budget != null ? f.money(p.budget) : none}</Item>
            <Item label="Type">{p.projectTypeName ?? none}</Item>
            <Item label="Owner id">{p.ownerId ?? none}</Item>
            <Item label="Created">
              <time dateTime={p.createdAt}>{f.time(p.createdAt)}</time>
            </Item>
            <Item label="Updated">
              <time dateTime={p.updatedAt}>{f.time(p.updatedAt)}</time>
            </Item>
          </dl>
        </Section>
        <Section title="Notes">
          {p.notes ? (
            <p className="whitespace-pre-wrap break-words text-sm">{p.notes}</p>
          ) : (
            <p className="text-sm text-muted-foreground">No notes.</p>
          )}
        </Section>
        <Section title="Addresses">
          <Addresses addresses={p.addresses} />
        </Section>
        <Section title="Custom fields">
          <CustomFields entries={p.customFieldEntries} />
        </Section>
      </div>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle asChild>
          <h2>{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}

function Addresses({ addresses }: { addresses: Address[] }) {
  if (addresses.length === 0) return <p className="text-sm text-muted-foreground">No addresses.</p>;
  return (
    <ul className="grid gap-4 text-sm">
      {addresses.map((a) => {
        const cityLine = [a.city, [a.state, a.zip].filter(Boolean).join(" ")].filter(Boolean).join(", ");
        const lines = [a.address, a.address2, cityLine, a.country].filter(Boolean);
        return (
          <li key={a.id}>
            <p className="font-medium">{a.name}</p>
            {lines.map((l, i) => (
              <p key={i} className="text-muted-foreground">
                {l}
              </p>
            ))}
          </li>
        );
      })}
    </ul>
  );
}

function CustomFields({ entries }: { entries: CustomFieldEntry[] }) {
  if (entries.length === 0) return <p className="text-sm text-muted-foreground">No custom field values.</p>;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 text-sm">
      {entries.map((e) => (
        <Item key={e.id} label={e.customField.name}>
          <EntryValue entry={e} />
        </Item>
      ))}
    </dl>
  );
}

function EntryValue({ entry }: { entry: CustomFieldEntry }) {
  if (entry.customField.type === "checkbox") return entry.value === "true" ? "Yes" : "No";
  // Only web links become anchors: a stored value could be any scheme, javascript: included.
  if (entry.customField.type === "link" && /^https?:\/\//i.test(entry.value)) {
    return (
      <a
        href={entry.value}
        target="_blank"
        rel="noopener noreferrer"
        className="text-primary underline-offset-4 hover:underline"
      >
        {entry.value}
      </a>
    );
  }
  return entry.value;
}
