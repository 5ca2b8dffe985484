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
  duration: "Type it as you would say it: 2 days, 1h 30m, 90 min or 1 week.",
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
  // The field's own description and the type's hint are two help texts: apart, each its own sentence and id.
  const common = {
    label: field.name,
    error,
    description: field.description || undefined,
    hint: hints[field.type],
  };
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
            placeholder={field.type === "duration" ? "1h 30m" : undefined}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            onBlur={onBlur}
          />
        </FormField>
      );
  }
}
