"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useMemo, useRef, useState, type RefObject } from "react";
import { usePaletteActionList, type PaletteAction } from "@/components/palette/registry";
import { PageActions } from "@/components/palette/page-actions";
import { useShell } from "@/components/shell/environment-context";
import { items as navItems } from "@/components/shell/sidebar-nav";
import { can } from "@/lib/auth/permissions";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { RecordSearch } from "@/components/record-index/record-search";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { apiFetch, toSearch } from "@/lib/api-client";
import { lookupFailure, recordPath, type LookupEntity } from "@/lib/custom-fields/lookup";
import { definitionsOfTypeOptions } from "@/lib/custom-fields/queries";
import { PALETTE_TITLE } from "./lookup-title";

// The palette's dialog, loaded on its first opening (see lookup-palette.tsx). Closing it puts the focus back on
// the header's button, as a Radix trigger would.
export default function LookupDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: RefObject<HTMLButtonElement | null>;
}) {
  const { role } = useShell();
  const registered = usePaletteActionList();
  const router = useRouter();
  const actions = useMemo<PaletteAction[]>(
    () => [
      ...registered,
      ...navItems
        .filter((i) => can(role, i.permission))
        .map((i) => ({
          id: `go-${i.href}`,
          label: `Go to ${i.label}`,
          group: "Go to" as const,
          run: () => router.push(i.href),
        })),
    ],
    [registered, role, router],
  );
  // An action runs once the palette has closed and given the focus back, so a dialog it opens keeps the focus.
  const pending = useRef<PaletteAction | null>(null);
  const runAction = (a: PaletteAction) => {
    pending.current = a;
    props.onOpenChange(false);
  };
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(e) => {
          e.preventDefault();
          props.trigger.current?.focus();
          const a = pending.current;
          pending.current = null;
          a?.run();
        }}
      >
        <DialogHeader>
          <DialogTitle>{PALETTE_TITLE}</DialogTitle>
          <DialogDescription>
            Type part of a name, a client or an id to search every project, lead and client, or what you want
            to do (a page, “export”, “archive”…) to run it. Or pick a custom field and type its exact value.
          </DialogDescription>
        </DialogHeader>
        {props.open && (
          <>
            <RecordSearch
              kinds={["project", "lead", "client"]}
              label="Search records by name, client or id"
              placeholder="Search records, pages, actions…"
              autoFocus
              onOpen={() => props.onOpenChange(false)}
              actions={actions}
              onAction={runAction}
            />
            <PageActions actions={registered} onRun={runAction} />
            <LookupForm onFound={() => props.onOpenChange(false)} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

// What the Partner API's lookup does (spec, custom field entries): an exact, case-sensitive match that answers
// with one record even when several hold the value.
const LOOKUP_NOTE =
  "Exact match, case-sensitive (Gold is not gold). The API returns one record per lookup, even when several hold this value: to see them all, type the value into Find a record, which lists every record whose custom field values contain it.";

function LookupForm({ onFound }: { onFound: () => void }) {
  const router = useRouter();
  const [entityType, setEntityType] = useState<LookupEntity>("Project");
  const [fieldName, setFieldName] = useState("");
  const [value, setValue] = useState("");
  const [missing, setMissing] = useState<string>();
  const defs = useQuery(definitionsOfTypeOptions(entityType));
  const options = defs.data?.find((d) => d.name === fieldName)?.options ?? [];
  const lookup = useMutation({
    mutationFn: (q: { entityType: LookupEntity; fieldName: string; value: string }) =>
      apiFetch<{ data: { entityId: number } }>(`/api/custom-fields/lookup${toSearch(q)}`),
    onSuccess: ({ data }, q) => {
      onFound();
      router.push(recordPath(q.entityType, data.entityId));
    },
  });

  return (
    <form
      noValidate
      aria-label="By custom field value"
      className="grid gap-4 border-t pt-4"
      onSubmit={(e) => {
        e.preventDefault();
        setMissing(!fieldName ? "Pick a field." : value === "" ? "Type a value." : undefined);
        if (fieldName && value !== "") lookup.mutate({ entityType, fieldName, value });
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Record type">
          {(p) => (
            <Select
              value={entityType}
              onValueChange={(v) => {
                setEntityType(v as LookupEntity);
                setFieldName("");
                lookup.reset();
              }}
            >
              <SelectTrigger {...p} className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="Project">Project</SelectItem>
                <SelectItem value="Lead">Lead</SelectItem>
              </SelectContent>
            </Select>
          )}
        </FormField>
        <FormField
          label="Field"
          error={missing === "Pick a field." ? missing : undefined}
          description={
            defs.data?.length === 0
              ? `No custom fields are defined for ${entityType.toLowerCase()}s.`
              : undefined
          }
        >
          {(p) => (
            <Select
              value={fieldName}
              onValueChange={(v) => {
                setFieldName(v);
                setValue("");
                lookup.reset();
              }}
              disabled={!defs.data?.length}
            >
              <SelectTrigger {...p} className="w-full">
                <SelectValue placeholder={defs.isPending ? "Loading…" : "Pick a field"} />
              </SelectTrigger>
              <SelectContent>
                {defs.data?.map((d) => (
                  <SelectItem key={d.id} value={d.name}>
                    {d.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>
      </div>
      <FormField
        label="Value"
        error={missing === "Type a value." ? missing : undefined}
        description={LOOKUP_NOTE}
      >
        {(p) =>
          options.length > 0 ? (
            <Select
              value={value}
              onValueChange={(v) => {
                setValue(v);
                lookup.reset();
              }}
            >
              <SelectTrigger {...p} className="w-full">
                <SelectValue placeholder="Pick an option" />
              </SelectTrigger>
              <SelectContent>
                {options.map((o) => (
                  <SelectItem key={o} value={o}>
                    {o}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          ) : (
            <Input
              {...p}
              autoComplete="off"
              value={value}
              onChange={(e) => {
                setValue(e.target.value);
                lookup.reset();
              }}
            />
          )
        }
      </FormField>
      <div aria-live="polite" className="min-h-5 text-sm">
        {lookup.isError && (
          <p className="font-medium text-destructive">{lookupFailure(lookup.error, entityType)}</p>
        )}
      </div>
      <Button type="submit" disabled={lookup.isPending} className="justify-self-end">
        {lookup.isPending ? "Finding…" : "Find record"}
      </Button>
    </form>
  );
}
