"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft, Loader2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { GuardedLink } from "@/components/forms/guarded-link";
import { splitServerErrors } from "@/components/forms/server-errors";
import { TextField } from "@/components/forms/text-field";
import { useBeforeUnload } from "@/components/forms/use-before-unload";
import { SectionCard } from "@/components/record/section-card";
import { Button, buttonVariants } from "@/components/ui/button";
import { ApiRequestError } from "@/lib/api-client";
import { subscriptionFormPathOf, subscriptionFormSchema, type SubscriptionFormValues } from "./form-schema";
import { HeaderFields } from "./header-fields";
import { MaxAttemptsField } from "./max-attempts-field";
import { TriggerPicker } from "./trigger-picker";

type Props = {
  mode: "create" | "edit";
  initial: SubscriptionFormValues;
  title: string;
  back: { href: string; label: string };
  // Sends the values; throws the API's error (its field details go back on the fields). The page leaves
  // afterwards, so the form stays busy and stops guarding once it resolves.
  onSave: (values: SubscriptionFormValues) => Promise<void>;
};

const Field = TextField<SubscriptionFormValues>;

// The subscription form create and edit share: endpoint, events, delivery settings; checked at the field before
// sending, the API's refusals put back on their fields, unsaved changes guarded.
export function SubscriptionForm({ mode, initial, title, back, onSave }: Props) {
  const titleId = useId();
  const form = useForm<SubscriptionFormValues>({
    resolver: zodResolver(subscriptionFormSchema),
    defaultValues: initial,
    // Checked on submit, then live (as the record forms do).
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const [formError, setFormError] = useState<string>();
  const [done, setDone] = useState(false);
  const dirty = form.formState.isDirty && !done;
  const pending = form.formState.isSubmitting || done;
  useBeforeUnload(dirty);

  function showError(err: unknown, values: SubscriptionFormValues) {
    const { fields, rest } =
      err instanceof ApiRequestError
        ? splitServerErrors(err.details, subscriptionFormPathOf(values))
        : { fields: [], rest: [] };
    fields.forEach((f, i) =>
      form.setError(f.path, { type: "server", message: f.message }, { shouldFocus: i === 0 }),
    );
    if (fields.length > 0 && rest.length === 0) return setFormError(undefined);
    setFormError(
      err instanceof ApiRequestError
        ? rest.join("; ") || err.message
        : "The console could not be reached. Check your connection and try again.",
    );
  }

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await onSave(values);
      setDone(true);
    } catch (err) {
      showError(err, values);
    }
  });

  const verb = mode === "create" ? "created" : "saved";
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="mx-auto grid max-w-4xl gap-6" aria-labelledby={titleId}>
        <div className="grid gap-2">
          <GuardedLink
            href={back.href}
            dirty={dirty}
            className="flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground hover:underline"
          >
            <ArrowLeft aria-hidden className="size-4" /> {back.label}
          </GuardedLink>
          <h1 id={titleId} className="text-2xl font-semibold break-words">
            {title}
          </h1>
        </div>

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

        {formError && <FormError prefix={`The subscription was not ${verb}: `} message={formError} />}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
            {pending && <Loader2 aria-hidden className="animate-spin motion-reduce:animate-none" />}
            {pending
              ? mode === "create"
                ? "Creating…"
                : "Saving…"
              : mode === "create"
                ? "Create subscription"
                : "Save changes"}
          </Button>
          <GuardedLink href={back.href} dirty={dirty} className={buttonVariants({ variant: "outline" })}>
            Cancel
          </GuardedLink>
        </div>
      </form>
    </FormProvider>
  );
}

// The form-wide message takes the focus when it appears, so keyboard and screen-reader users land on the problem.
function FormError({ prefix, message }: { prefix: string; message: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [message]);
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      className="rounded-md border border-destructive p-3 text-sm font-medium text-destructive outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      {prefix}
      {message}
    </div>
  );
}
