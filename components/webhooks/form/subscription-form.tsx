"use client";

import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { RecordFormLayout } from "@/components/forms/record-form-layout";
import { applyServerError } from "@/components/forms/server-errors";
import { TextField } from "@/components/forms/text-field";
import { useBeforeUnload } from "@/components/forms/use-before-unload";
import { SectionCard } from "@/components/record/section-card";
import { lazyResolver } from "@/components/forms/lazy-resolver";
import { subscriptionFormPathOf, type SubscriptionFormValues } from "./form-schema";
import { HeaderFields } from "./header-fields";
import { MaxAttemptsField } from "./max-attempts-field";
import { TriggerPicker } from "./trigger-picker";

type Props = {
  mode: "create" | "edit";
  initial: SubscriptionFormValues;
  back: { href: string; label: string };
  // Sends the values; throws the API's error (its field details go back on the fields). The page leaves
  // afterwards, so the form stays busy and stops guarding once it resolves.
  onSave: (values: SubscriptionFormValues) => Promise<void>;
};

const Field = TextField<SubscriptionFormValues>;
const resolver = lazyResolver(() => import("./form-zod").then((m) => m.subscriptionResolver));

// The subscription form create and edit share, in the record forms' page layout. Not useRecordForm: its save
// goes through useMutation, whose cache would keep a create response and with it the signing secret.
export function SubscriptionForm({ mode, initial, back, onSave }: Props) {
  const form = useForm<SubscriptionFormValues>({
    resolver,
    defaultValues: initial,
    // Checked on submit, then live (as the record forms do).
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const [formError, setFormError] = useState<string>();
  const [done, setDone] = useState(false);
  const dirty = form.formState.isDirty && !done;
  useBeforeUnload(dirty);

  const showError = (err: unknown, values: SubscriptionFormValues) =>
    setFormError(applyServerError(form, err, subscriptionFormPathOf(values)));

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await onSave(values);
      setDone(true);
    } catch (err) {
      showError(err, values);
    }
  });

  return (
    <FormProvider {...form}>
      <RecordFormLayout
        state={{
          onSubmit,
          dirty,
          pending: form.formState.isSubmitting || done,
          formError,
          noun: "subscription",
          editing: mode === "edit",
          back,
        }}
      >
        <SectionCard title="Endpoint" description="Fields marked * are required.">
          <div className="grid gap-5">
            <Field
              name="url"
              label="URL"
              required
              type="url"
              inputMode="url"
              description="Where deliveries are POSTed. Use https://; plain http:// is allowed only to a loopback host (localhost, 127.0.0.1), which only the sandbox accepts."
            />
            <Field
              name="description"
              label="Description"
              description="What this endpoint is for, e.g. “ERP sync (production)”; shown in the list."
            />
          </div>
        </SectionCard>

        <SectionCard
          title="Events"
          description="Required. The changes delivered to the endpoint; choose at least one, since a subscription without events receives nothing."
        >
          <TriggerPicker />
        </SectionCard>

        <SectionCard title="Delivery">
          <div className="grid gap-6">
            <MaxAttemptsField />
            <div className="grid gap-3">
              <h3 className="text-sm font-semibold">Custom headers</h3>
              <HeaderFields />
            </div>
          </div>
        </SectionCard>
      </RecordFormLayout>
    </FormProvider>
  );
}
