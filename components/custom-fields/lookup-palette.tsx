"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { apiFetch, toSearch } from "@/lib/api-client";
import { lookupFailure, recordPath, type LookupEntity } from "@/lib/custom-fields/lookup";
import { definitionsOfTypeOptions } from "@/lib/queries/custom-fields";

const TITLE = "Find a record by custom field value";

// The header's search box and Ctrl/⌘-K open the same palette.
export function LookupPalette() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === "k") {
        e.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          aria-label={TITLE}
          aria-keyshortcuts="Control+K Meta+K"
          className="w-64 justify-start gap-2 overflow-hidden font-normal text-muted-foreground max-sm:w-auto"
        >
          <Search aria-hidden className="size-4" />
          <span className="min-w-0 truncate max-sm:sr-only">Find by custom field…</span>
          <kbd aria-hidden className="ml-auto shrink-0 rounded border px-1 text-xs max-sm:hidden">
            Ctrl K
          </kbd>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{TITLE}</DialogTitle>
          <DialogDescription>
            Pick the record type and the field, type the exact value, and go straight to the record.
          </DialogDescription>
        </DialogHeader>
        {open && <LookupForm onFound={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function LookupForm({ onFound }: { onFound: () => void }) {
  const router = useRouter();
  const [entityType, setEntityType] = useState<LookupEntity>("Project");
  const [fieldName, setFieldName] = useState("");
  const [value, setValue] = useState("");
  const [missing, setMissing] = useState<string>();
  const defs = useQuery(definitionsOfTypeOptions(entityType));
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
      className="grid gap-4"
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
      <FormField label="Value" error={missing === "Type a value." ? missing : undefined}>
        <Input
          autoFocus
          autoComplete="off"
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            lookup.reset();
          }}
        />
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
