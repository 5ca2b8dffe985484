"use client";

import { ArrowDown, ArrowUp, Plus, X } from "lucide-react";
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import type { DefinitionFormValues } from "@/lib/custom-fields/definition-form";
import { MAX_OPTIONS } from "@/lib/partner-api/contract/values";

type Props = {
  control: Control<DefinitionFormValues>;
  register: UseFormRegister<DefinitionFormValues>;
  errors: FieldErrors<DefinitionFormValues>;
};

// A single_select's options in the order people will see them: add, move up or down, remove. Blanks and
// duplicates are refused at the row (the form schema's rules, the API's own).
export function OptionsEditor({ control, register, errors }: Props) {
  const { fields, append, remove, swap } = useFieldArray({ control, name: "options" });
  const listError = errors.options?.root?.message ?? errors.options?.message;
  return (
    <fieldset className="grid gap-2" aria-describedby={listError ? "options-error" : undefined}>
      <legend className="mb-2 text-sm font-medium">Options</legend>
      <ol className="grid gap-2">
        {fields.map((f, i) => {
          const n = i + 1;
          const error = errors.options?.[i]?.value?.message;
          return (
            <li key={f.id} className="grid gap-1">
              <div className="flex items-center gap-1">
                <Input
                  aria-label={`Option ${n}`}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `option-${i}-error` : undefined}
                  {...register(`options.${i}.value`)}
                />
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Move option ${n} up`}
                  disabled={i === 0}
                  onClick={() => swap(i, i - 1)}
                >
                  <ArrowUp aria-hidden className="size-4" />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Move option ${n} down`}
                  disabled={i === fields.length - 1}
                  onClick={() => swap(i, i + 1)}
                >
                  <ArrowDown aria-hidden className="size-4" />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove option ${n}`}
                  onClick={() => remove(i)}
                >
                  <X aria-hidden className="size-4" />
                </Button>
              </div>
              {error && (
                <p id={`option-${i}-error`} role="alert" className="text-sm font-medium text-destructive">
                  {error}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      {listError && (
        <p id="options-error" role="alert" className="text-sm font-medium text-destructive">
          {listError}
        </p>
      )}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="w-fit"
        disabled={fields.length >= MAX_OPTIONS}
        onClick={() => append({ value: "" }, { shouldFocus: true })}
      >
        <Plus aria-hidden className="size-4" />
        Add option
      </Button>
    </fieldset>
  );
}
