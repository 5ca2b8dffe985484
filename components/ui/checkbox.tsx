"use client";

import * as React from "react";
import { CheckIcon, MinusIcon } from "lucide-react";

import { cn } from "@/lib/utils";

type CheckedState = boolean | "indeterminate";

type CheckboxProps = Omit<
  React.ComponentProps<"input">,
  "type" | "checked" | "defaultChecked" | "onChange"
> & {
  checked?: CheckedState;
  onCheckedChange?: (checked: CheckedState) => void;
};

// A native checkbox drawn like shadcn's, with Radix's API: the browser gives role, mixed state, label click and
// Space for free, without Radix's JavaScript. Enter does not submit the form from it, as with Radix's.
function Checkbox({ className, checked, onCheckedChange, onKeyDown, ref, ...props }: CheckboxProps) {
  const input = React.useRef<HTMLInputElement | null>(null);
  const state = checked === "indeterminate" ? "indeterminate" : checked ? "checked" : "unchecked";
  // `indeterminate` is a property only, never an attribute.
  React.useLayoutEffect(() => {
    if (input.current) input.current.indeterminate = state === "indeterminate";
  }, [state]);
  const setRef = React.useCallback(
    (el: HTMLInputElement | null) => {
      input.current = el;
      if (typeof ref === "function") ref(el);
      else if (ref) ref.current = el;
    },
    [ref],
  );
  return (
    <span
      data-slot="checkbox-box"
      className={cn("relative inline-grid size-4 shrink-0 place-items-center", className)}
    >
      <input
        type="checkbox"
        ref={setRef}
        data-slot="checkbox"
        data-state={state}
        checked={checked === undefined ? undefined : checked === true}
        onChange={(e) => onCheckedChange?.(e.currentTarget.checked)}
        onKeyDown={(e) => {
          onKeyDown?.(e);
          if (e.key === "Enter") e.preventDefault();
        }}
        className={cn(
          "peer col-start-1 row-start-1 m-0 size-4 appearance-none rounded-[4px] border border-input bg-background shadow-xs transition-colors",
          "checked:border-primary checked:bg-primary indeterminate:border-primary indeterminate:bg-primary",
          "disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive",
        )}
        {...props}
      />
      <CheckIcon
        aria-hidden
        className="pointer-events-none col-start-1 row-start-1 hidden size-3.5 text-primary-foreground peer-checked:block peer-indeterminate:hidden"
      />
      <MinusIcon
        aria-hidden
        className="pointer-events-none col-start-1 row-start-1 hidden size-3.5 text-primary-foreground peer-indeterminate:block"
      />
    </span>
  );
}

export { Checkbox, type CheckedState };
