"use client";

import { ChevronDownIcon } from "lucide-react";
import * as React from "react";
import { lazyPopup, SleepingTrigger } from "./lazy-popup";
import type * as Radix from "./select-radix";
import { selectTriggerClass } from "./select-style";

// Same parts as ./select-radix, whose code loads on first use (./lazy-popup.tsx). Until then the trigger shows
// the text of the SelectItem with the chosen value.
const { LazyRoot, useGateContext, inner } = lazyPopup(() => import("./select-radix"));

type Props<K extends keyof typeof Radix> = React.ComponentProps<(typeof Radix)[K]>;
type Asleep = { value?: string; label: React.ReactNode; disabled?: boolean; required?: boolean };
const AsleepContext = React.createContext<Asleep>({ label: null });

export const { SelectContent, SelectGroup, SelectItem, SelectLabel, SelectSeparator } = inner(
  "SelectContent",
  "SelectGroup",
  "SelectItem",
  "SelectLabel",
  "SelectSeparator",
);

// The children of the SelectItem valued `value`, searched through the element tree written at the call site.
function itemLabel(node: React.ReactNode, value: string): React.ReactNode {
  let found: React.ReactNode = null;
  const visit = (n: React.ReactNode): boolean =>
    React.Children.toArray(n).some((child) => {
      if (!React.isValidElement<{ value?: unknown; children?: React.ReactNode }>(child)) return false;
      if (child.type === SelectItem && child.props.value === value) {
        found = child.props.children;
        return true;
      }
      return visit(child.props.children);
    });
  visit(node);
  return found;
}

export function Select(props: Props<"Select">) {
  const value = props.value ?? props.defaultValue;
  const asleep = React.useMemo<Asleep>(
    () => ({
      value,
      label: value ? itemLabel(props.children, value) : null,
      disabled: props.disabled,
      required: props.required,
    }),
    [value, props.children, props.disabled, props.required],
  );
  return (
    <LazyRoot
      props={props}
      root="Select"
      asleep={<AsleepContext.Provider value={asleep}>{props.children}</AsleepContext.Provider>}
    />
  );
}

// Radix's trigger as it renders closed: a combobox button with the value and a chevron.
export function SelectTrigger({ className, size = "default", children, ...props }: Props<"SelectTrigger">) {
  const gate = useGateContext();
  const asleep = React.useContext(AsleepContext);
  if (!gate) throw new Error("SelectTrigger outside Select");
  const Real = gate.real?.SelectTrigger;
  if (Real)
    return (
      <Real className={className} size={size} {...props}>
        {children}
      </Real>
    );
  return (
    <SleepingTrigger
      gate={gate}
      popup="listbox"
      openKeys={["ArrowDown", "ArrowUp"]}
      role="combobox"
      aria-autocomplete="none"
      aria-required={asleep.required}
      disabled={asleep.disabled}
      data-disabled={asleep.disabled ? "" : undefined}
      data-placeholder={asleep.value ? undefined : ""}
      data-slot="select-trigger"
      data-size={size}
      className={selectTriggerClass(className)}
      {...props}
    >
      {children}
      <ChevronDownIcon className="size-4 opacity-60" aria-hidden />
    </SleepingTrigger>
  );
}

export function SelectValue({ placeholder, children, ...props }: Props<"SelectValue">) {
  const gate = useGateContext();
  const asleep = React.useContext(AsleepContext);
  const Real = gate?.real?.SelectValue;
  if (Real)
    return (
      <Real placeholder={placeholder} {...props}>
        {children}
      </Real>
    );
  return (
    <span data-slot="select-value" style={{ pointerEvents: "none" }}>
      {asleep.value ? (children ?? asleep.label) : placeholder}
    </span>
  );
}
