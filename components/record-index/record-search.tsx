"use client";

import { useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import {
  indexSearchOptions,
  SEARCH_MAX,
  type Freshness,
  type IndexKind,
  type SearchHit,
} from "@/lib/record-index/queries";
import { matchActions, type PaletteAction } from "@/components/palette/registry";
import { Combobox, type ComboStatus } from "./combobox";
import { combineFreshness, freshnessText, indexUsable } from "./freshness";
import { useDebounced } from "./use-debounced";

const KIND_LABEL: Record<IndexKind, string> = { project: "Project", lead: "Lead", client: "Client" };

// Type-ahead search of the record index (name, client, id, custom field value) across every page; picking a
// result opens it. Results say which record is which (client, city, id) and how complete the index is.
export function RecordSearch({
  kinds,
  label,
  placeholder,
  autoFocus,
  className,
  onOpen,
  initialText = "",
  onFilter,
  actions = [],
  onAction,
}: {
  kinds: readonly IndexKind[];
  label: string;
  placeholder?: string;
  autoFocus?: boolean;
  className?: string;
  onOpen?: (hit: SearchHit) => void;
  initialText?: string;
  // Enter without a suggestion chosen filters the page's table to every match (instead of doing nothing).
  onFilter?: (text: string) => void;
  // The command palette's actions (components/palette/registry.ts): those matching the text come first.
  actions?: PaletteAction[];
  onAction?: (action: PaletteAction) => void;
}) {
  const router = useRouter();
  const [text, setText] = useState(initialText);
  const q = useDebounced(text.trim().slice(0, SEARCH_MAX));
  const search = useQuery(indexSearchOptions(q, kinds));
  const hits = q === text.trim() ? (search.data?.data ?? []) : [];
  const all = search.data?.freshness;
  const freshness = all
    ? combineFreshness(kinds.map((k) => all[`${k}s`]).filter((f): f is Freshness => f !== undefined))
    : undefined;
  const commands = matchActions(actions, text).slice(0, 8);
  const status: ComboStatus =
    text.trim() === ""
      ? "idle"
      : q !== text.trim() || search.isFetching
        ? "loading"
        : search.isError
          ? "error"
          : "ready";
  const what = kinds.length === 1 ? `${KIND_LABEL[kinds[0]!].toLowerCase()}s` : "records";
  const message =
    status === "error"
      ? " Try again in a moment."
      : freshness && !indexUsable(freshness)
        ? `Search by name needs the record index: ${freshnessText(freshness)}.`
        : `No ${what} match “${text.trim()}”.`;

  return (
    <Combobox
      label={label}
      placeholder={placeholder}
      autoFocus={autoFocus}
      className={className}
      text={text}
      onTextChange={setText}
      status={status}
      message={message}
      onEnterText={onFilter}
      footer={
        [
          freshness?.state === "indexing" ? `Partial results: ${freshnessText(freshness)}.` : "",
          onFilter ? `Enter shows every ${what.slice(0, -1)} matching “${text.trim()}” in the table.` : "",
        ]
          .filter(Boolean)
          .join(" ") || undefined
      }
      options={[
        ...commands.map((a) => ({ key: `action-${a.id}`, label: a.label, badge: a.group })),
        ...hits.map((h) => ({
          key: `${h.kind}-${h.id}`,
          label: h.name,
          detail: h.detail,
          badge: kinds.length > 1 ? KIND_LABEL[h.kind] : undefined,
        })),
      ]}
      onPick={(o) => {
        const action = commands.find((a) => `action-${a.id}` === o.key);
        if (action) {
          setText("");
          onAction?.(action);
          return;
        }
        const hit = hits.find((h) => `${h.kind}-${h.id}` === o.key);
        if (!hit) return;
        setText("");
        onOpen?.(hit);
        router.push(hit.href);
      }}
    />
  );
}
