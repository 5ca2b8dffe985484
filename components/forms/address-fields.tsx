"use client";

import { Plus, X } from "lucide-react";
import { useRef } from "react";
import { useFieldArray, useFormContext, type FieldPath } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { MAX_ADDRESSES } from "./address-limits";
import { emptyAddress, type AddressFormValues } from "./address-schema";

// Any form that holds its addresses under `addresses` (projects, leads).
type WithAddresses = { addresses: AddressFormValues[] };

const LINES = [
  { key: "address", label: "Address line 1", span: true },
  { key: "address2", label: "Address line 2", span: true },
  { key: "city", label: "City" },
  { key: "state", label: "State" },
  { key: "zip", label: "ZIP code" },
  { key: "country", label: "Country" },
] as const;

// Addresses follow the API's upsert rule: saved rows keep their id and can be edited; new rows can be removed
// again before saving. The API cannot delete an address, so a saved row offers no Remove.
export function AddressFields() {
  const { control, register, formState } = useFormContext<WithAddresses>();
  const { fields, append, remove } = useFieldArray({ control, name: "addresses" });
  const addButton = useRef<HTMLButtonElement>(null);
  const errors = formState.errors.addresses;
  const hasSaved = fields.some((f) => f.addressId !== undefined);

  return (
    <div className="grid gap-4">
      {hasSaved && (
        <p className="text-sm text-muted-foreground">
          Saved addresses can be changed but not removed: the Partner API has no way to delete an address.
        </p>
      )}
      {fields.length === 0 && <p className="text-sm text-muted-foreground">No addresses yet.</p>}
      {fields.map((field, i) => {
        const rowErrors = errors?.[i];
        const path = (k: string) => `addresses.${i}.${k}` as FieldPath<WithAddresses>;
        return (
          <fieldset key={field.id} className="rounded-lg border p-4">
            {/* A floated legend stays the fieldset's name but sits in the flow, beside the Remove button. */}
            <legend className="float-left py-1.5 text-sm font-semibold">
              Address {i + 1}
              {field.addressId === undefined && (
                <span className="font-normal text-muted-foreground"> (new)</span>
              )}
            </legend>
            {field.addressId === undefined && (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="float-right"
                aria-label={`Remove address ${i + 1}`}
                onClick={() => {
                  remove(i);
                  // The removed row held the focus; the Add button is the nearest stable place for it.
                  addButton.current?.focus();
                }}
              >
                <X aria-hidden /> Remove
              </Button>
            )}
            <div className="clear-both grid items-start gap-4 pt-3 md:grid-cols-2">
              <FormField
                label="Address name"
                required
                error={rowErrors?.name?.message}
                description="The site or recipient, e.g. Job site or Billing."
                className="md:col-span-2"
              >
                <Input {...register(path("name"))} autoComplete="off" />
              </FormField>
              {LINES.map((l) => (
                <FormField
                  key={l.key}
                  label={l.label}
                  error={rowErrors?.[l.key]?.message}
                  className={"span" in l ? "md:col-span-2" : undefined}
                >
                  <Input {...register(path(l.key))} autoComplete="off" />
                </FormField>
              ))}
            </div>
          </fieldset>
        );
      })}
      {errors?.root?.message || errors?.message ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors.root?.message ?? errors.message}
        </p>
      ) : null}
      <div>
        <Button
          ref={addButton}
          type="button"
          variant="outline"
          disabled={fields.length >= MAX_ADDRESSES}
          onClick={() => append(emptyAddress())}
        >
          <Plus aria-hidden /> Add address
        </Button>
      </div>
    </div>
  );
}
