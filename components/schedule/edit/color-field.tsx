"use client";

import { Check } from "lucide-react";
import { useFormContext, useWatch } from "react-hook-form";
import { barColor } from "@/components/schedule/timeline/colors";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";
import type { MilestoneFormValues } from "./form-schema";

// A few ready colors (hex: a real API's token names are not known), then any hex or token name typed.
const SWATCHES = [
  { name: "Blue", value: "#2563eb" },
  { name: "Green", value: "#16a34a" },
  { name: "Amber", value: "#d97706" },
  { name: "Red", value: "#dc2626" },
  { name: "Violet", value: "#7c3aed" },
  { name: "Teal", value: "#0d9488" },
  { name: "Slate", value: "#475569" },
];

// The swatches set the text field; the one drawing the same color as the text is marked with a check, not by
// its ring alone. Blank is "no color": the timeline then uses the theme's.
export function ColorField() {
  const { register, setValue, getFieldState, formState, control } = useFormContext<MilestoneFormValues>();
  const value = useWatch({ control, name: "color" }).trim();
  const error = getFieldState("color", formState).error?.message;
  const drawn = value === "" ? null : barColor(value);
  const pick = (v: string) => setValue("color", v, { shouldDirty: true, shouldValidate: true });
  return (
    <div className="grid gap-2">
      <FormField
        label="Color"
        error={error}
        description="A hex color such as #2563eb or a color name such as teal; blank uses the default."
      >
        {(p) => (
          <div className="flex items-center gap-2">
            <span
              aria-hidden
              className="size-9 shrink-0 rounded-md border"
              style={{ background: drawn ?? "transparent" }}
            />
            <Input {...p} {...register("color")} autoComplete="off" spellCheck={false} className="w-40" />
          </div>
        )}
      </FormField>
      <div role="group" aria-label="Color choices" className="flex flex-wrap gap-1.5">
        {SWATCHES.map((s) => {
          const on = drawn === s.value;
          return (
            <button
              key={s.value}
              type="button"
              aria-pressed={on}
              aria-label={`${s.name} (${s.value})`}
              title={`${s.name} (${s.value})`}
              onClick={() => pick(s.value)}
              className={cn(
                "flex size-7 items-center justify-center rounded-full border-2 border-background text-white outline-none ring-offset-background focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
                on && "ring-2 ring-foreground",
              )}
              style={{ background: s.value }}
            >
              {on && <Check aria-hidden className="size-4" />}
            </button>
          );
        })}
        <button
          type="button"
          aria-pressed={value === ""}
          onClick={() => pick("")}
          className={cn(
            "flex h-7 items-center gap-1 rounded-full border px-2.5 text-xs outline-none focus-visible:ring-2 focus-visible:ring-ring",
            value === "" && "ring-2 ring-foreground",
          )}
        >
          {value === "" && <Check aria-hidden className="size-3.5" />}
          No color
        </button>
      </div>
    </div>
  );
}
