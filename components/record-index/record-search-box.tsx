"use client";

import type { ComponentProps } from "react";
import type { RecordSearch } from "./record-search";
import { lazyCombobox } from "./lazy-combobox";

const Lazy = lazyCombobox(() => import("./record-search").then((m) => m.RecordSearch));

// The record search of a page's toolbar, its code loaded when the box is first pointed at or focused.
export function RecordSearchBox(props: ComponentProps<typeof RecordSearch>) {
  return (
    <Lazy
      {...props}
      shell={{ label: props.label, placeholder: props.placeholder, className: props.className }}
    />
  );
}
