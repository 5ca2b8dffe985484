"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast";
import { apiFetch } from "@/lib/api-client";
import type { SavedSearch } from "@/lib/webhook-ops/search/types";

const key = ["saved-searches"] as const;

// The user's saved searches as links (each is its query string), saving the current one, deleting one.
export function SavedSearches({ current }: { current: string }) {
  const qc = useQueryClient();
  const [name, setName] = useState("");
  const list = useQuery({
    queryKey: key,
    queryFn: async () => (await apiFetch<{ data: SavedSearch[] }>("/api/saved-searches")).data,
  });
  const save = useMutation({
    mutationFn: () => apiFetch("/api/saved-searches", { method: "POST", json: { name, query: current } }),
    onSuccess: () => {
      setName("");
      toast.success("Search saved");
      return qc.invalidateQueries({ queryKey: key });
    },
    onError: (e) => toast.error(`Not saved: ${e.message}`),
  });
  const remove = useMutation({
    mutationFn: (id: number) => apiFetch(`/api/saved-searches/${id}`, { method: "DELETE" }),
    onSettled: () => qc.invalidateQueries({ queryKey: key }),
  });
  return (
    <div className="flex flex-wrap items-end gap-2">
      <form
        className="flex items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (name.trim()) save.mutate();
        }}
      >
        <div className="grid gap-1">
          <Label htmlFor="saved-name">Save this search as</Label>
          <Input
            id="saved-name"
            className="h-8 w-48"
            maxLength={100}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <Button type="submit" variant="outline" size="sm" disabled={!name.trim() || save.isPending}>
          Save
        </Button>
      </form>
      {list.data && list.data.length > 0 && (
        <ul aria-label="Saved searches" className="flex flex-wrap gap-1 text-sm">
          {list.data.map((s) => (
            <li key={s.id} className="flex items-center gap-1 rounded border px-2 py-0.5">
              <Link href={`/webhooks/deliveries${s.query ? `?${s.query}` : ""}`} className="underline">
                {s.name}
              </Link>
              <button
                type="button"
                className="text-muted-foreground hover:text-foreground"
                aria-label={`Delete saved search ${s.name}`}
                onClick={() => remove.mutate(s.id)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {list.isError && (
        <p role="alert" className="text-sm text-destructive">
          Saved searches could not be loaded.
        </p>
      )}
    </div>
  );
}
