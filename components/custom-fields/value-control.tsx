"use client";

import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { CustomField } from "@/lib/partner-api/contract/reader";

// Radix Select items cannot carry "", which is how the API clears a value.
const NONE = "__none__";

const hints: Partial<Record<CustomField["type"], string>> = {
  link: "A web address starting with http:// or https://.",
  duration: "ISO 8601: PT1H30M is 1 h 30 min, P2D is 2 days, P1DT4H is 1 day 4 h.",
};

type Props = {
  field: CustomField;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
};

// One custom field's editor, the control fitting its type; an empty value clears it.
export function ValueControl({ field, value, onChange, onBlur, error }: Props) {
  const description = [field.description, hints[field.type]].filter(Boolean).join(" ") || undefined;
  const common = { label: field.name, error, description };
  switch (field.type) {
    case "checkbox":
      return (
        <FormField {...common}>
          {(p) => (
            <Checkbox
              {...p}
              checked={value === "true"}
              onCheckedChange={(on) => onChange(on === true ? "true" : "false")}
              onBlur={onBlur}
            />
          )}
        </FormField>
      );
    case "single_select":
      return (
        <FormField {...common}>
          {(p) => (
            <Select value={value === "" ? NONE : value} onValueChange={(v) => onChange(v === NONE ? "" : v)}>
              <SelectTrigger {...p} onBlur={onBlur} className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={NONE}>Not set</SelectItem>
                {field.options.map((o) => (
                  <SelectItem key={o} value={o}>
                    {o}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>
      );
    default:
      return (
        <FormField {...common}>
          <Input
            type={field.type === "link" ? "url" : field.type === "date" ? "date" : "text"}
            placeholder={field.type === "duration" ? "PT1H30M" : undefined}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            onBlur={onBlur}
          />
        </FormField>
      );
  }
}
