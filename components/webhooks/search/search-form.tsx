"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { selectTriggerClass } from "@/components/ui/select-style";
import { deliveryStatuses } from "@/lib/partner-api/contract/values";
import { fromLocalInput, toLocalInput } from "@/lib/webhooks/replay";
import type { Field, SearchState } from "./search-state";

const classes = ["2xx", "3xx", "4xx", "5xx", "none"] as const;
const local = (iso?: string) => (iso ? toLocalInput(new Date(iso)) : "");
const iso = (v: string) => (v ? fromLocalInput(v)?.toISOString() : undefined);

// The filters; submitting writes them to the URL (the search's shareable link).
export function SearchForm({ state, onSearch }: { state: SearchState; onSearch: (s: SearchState) => void }) {
  const [f, setF] = useState<SearchState>({ ...state, since: local(state.since), until: local(state.until) });
  const bind = (k: Field) => ({
    id: `search-${k}`,
    value: f[k] ?? "",
    onChange: (e: { target: { value: string } }) => setF({ ...f, [k]: e.target.value }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch({ ...f, since: iso(f.since ?? ""), until: iso(f.until ?? ""), offset: undefined });
  };
  return (
    <form
      onSubmit={submit}
      role="search"
      aria-label="Delivery search"
      className="grid gap-3 rounded-md border p-3"
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div className="grid gap-1">
          <Label htmlFor="search-entityId">Resource id</Label>
          <Input inputMode="numeric" pattern="\d*" {...bind("entityId")} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="search-eventType">Event type</Label>
          <Input placeholder="project.update" {...bind("eventType")} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="search-status">Status</Label>
          <select className={selectTriggerClass()} {...bind("status")}>
            <option value="">Any</option>
            {deliveryStatuses.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="search-statusClass">HTTP answer</Label>
          <select className={selectTriggerClass()} {...bind("statusClass")}>
            <option value="">Any</option>
            {classes.map((c) => (
              <option key={c} value={c}>
                {c === "none" ? "No answer" : c}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="search-since">From</Label>
          <Input type="datetime-local" {...bind("since")} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="search-until">To</Label>
          <Input type="datetime-local" {...bind("until")} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="search-q">Text in payload</Label>
          <Input maxLength={200} {...bind("q")} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="search-subscriptionId">Subscription id</Label>
          <Input inputMode="numeric" pattern="\d*" {...bind("subscriptionId")} />
        </div>
      </div>
      <div className="flex gap-2">
        <Button type="submit">Search</Button>
        <Button type="button" variant="outline" onClick={() => onSearch({})}>
          Clear
        </Button>
      </div>
    </form>
  );
}
