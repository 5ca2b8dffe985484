"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { idFromText } from "@/lib/partner-api/contract/reader/outcomes";
import { pickerOptions, SEARCH_MAX, type PickerSource } from "@/lib/record-index/picker-queries";
import { Combobox, type ComboOption, type ComboStatus } from "./combobox";
import { freshnessText, indexUsable } from "./freshness";
import { UNPICKED, pickerText, placeholderOf } from "./picker-value";
import { useDebounced } from "./use-debounced";

const USE_ID = "use-id";

// The picker itself (see picker-field.tsx): loaded on first use.
export function Picker(props: {
  inputProps: Record<string, unknown>;
  value: string;
  onChange: (v: string) => void;
  onBlur: () => void;
  inputRef: React.Ref<HTMLInputElement>;
  noun: string;
  source: PickerSource;
  current?: { id: number; name: string } | null;
  initialText?: string;
  typedInShell?: boolean;
  autoFocus?: boolean;
  placeholder?: string;
  className?: string;
}) {
  const { value, noun, current } = props;
  const [text, setText] = useState(() => props.initialText ?? pickerText(value, current));
  const q = useDebounced(text.trim().slice(0, SEARCH_MAX));
  // Typing opens the search until something is picked (a filter's owner may keep its value meanwhile); so does
  // text typed into the box before this code arrived (lazy-combobox.tsx).
  const [editing, setEditing] = useState(
    () => value.startsWith(UNPICKED) || (props.typedInShell === true && text.trim() !== ""),
  );
  const picked = !editing;
  const list = useQuery({ ...pickerOptions(props.source, q), enabled: !picked && q !== "" });
  const hits = q === text.trim() ? (list.data?.data ?? []) : [];
  const typedId = idFromText(text.trim().replace(/^#/, ""));
  const options: ComboOption[] = hits.map((h) => ({ key: String(h.id), label: h.name, detail: h.detail }));
  if (!picked && typedId !== undefined && !hits.some((h) => h.id === typedId))
    options.push({
      key: USE_ID,
      label: `Use id ${typedId}`,
      detail: `not in the list: the API checks it on save`,
    });
  const status: ComboStatus = picked
    ? "idle"
    : q !== text.trim() || list.isFetching
      ? "loading"
      : list.isError
        ? "error"
        : "ready";
  const freshness = list.data?.freshness;
  // A saved id the record does not name (an owner): its name from the same source, shown in place of "#id".
  const bare = picked && value !== "" && text === `#${value}`;
  const named = useQuery({ ...pickerOptions(props.source, value), enabled: bare });
  const name = bare ? named.data?.data.find((h) => String(h.id) === value)?.name : undefined;
  return (
    <Combobox
      inputProps={props.inputProps}
      inputRef={props.inputRef}
      placeholder={props.placeholder ?? placeholderOf(noun)}
      className={props.className}
      autoFocus={props.autoFocus}
      text={name ?? text}
      onTextChange={(t) => {
        setText(t);
        setEditing(t.trim() !== "");
        props.onChange(t.trim() === "" ? "" : `${UNPICKED}${t}`);
      }}
      onBlur={props.onBlur}
      status={status}
      options={picked ? [] : options}
      message={
        freshness && !indexUsable(freshness)
          ? `Names need the record index (${freshnessText(freshness)}); type an id to use it.`
          : `No ${noun} matches “${text.trim()}”.`
      }
      footer={
        freshness?.state === "indexing"
          ? `Not every ${noun} is known yet: ${freshnessText(freshness)}.`
          : undefined
      }
      onPick={(o) => {
        if (o.key === USE_ID && typedId !== undefined) {
          setText(`#${typedId}`);
          setEditing(false);
          props.onChange(String(typedId));
          return;
        }
        const hit = hits.find((h) => String(h.id) === o.key);
        if (!hit) return;
        setText(hit.name);
        setEditing(false);
        props.onChange(String(hit.id));
      }}
    />
  );
}
