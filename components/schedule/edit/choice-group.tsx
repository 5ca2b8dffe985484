"use client";

import { useId } from "react";
import { cn } from "@/lib/utils";

type Option = { value: string; label: string; hint?: string; disabled?: boolean };

type Props = {
  legend: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: Option[];
  // Said under the choices (e.g. why one is unavailable).
  note?: string;
  // Side by side when the labels are short.
  inline?: boolean;
};

// Native radio buttons in a fieldset: arrow keys move between them and the legend names the group.
export function ChoiceGroup({ legend, name, value, onChange, options, note, inline }: Props) {
  const id = useId();
  return (
    <fieldset className="grid gap-2" aria-describedby={note ? `${id}-note` : undefined}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className={cn("grid gap-2", inline ? "grid-flow-col justify-start gap-4" : "sm:grid-cols-3")}>
        {options.map((o) => (
          // The hint sits outside the <label>, so the radio's name is the option's label alone.
          <div
            key={o.value}
            className={cn(
              "grid gap-0.5 text-sm has-[:disabled]:opacity-60",
              !inline &&
                "rounded-md border p-2.5 has-[:checked]:border-primary has-[:checked]:bg-accent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
            )}
          >
            <label className="flex items-center gap-2 font-medium has-[:disabled]:cursor-not-allowed">
              <input
                type="radio"
                name={`${id}-${name}`}
                value={o.value}
                checked={value === o.value}
                disabled={o.disabled}
                onChange={() => onChange(o.value)}
                aria-describedby={o.hint ? `${id}-${o.value}-hint` : undefined}
                className="size-4 accent-primary"
              />
              {o.label}
            </label>
            {o.hint && (
              <p id={`${id}-${o.value}-hint`} className="pl-6 text-xs text-muted-foreground">
                {o.hint}
              </p>
            )}
          </div>
        ))}
      </div>
      {note && (
        <p id={`${id}-note`} className="text-sm text-muted-foreground">
          {note}
        </p>
      )}
    </fieldset>
  );
}
