"use client";

import { ArrowLeft, Loader2 } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Button, buttonVariants } from "@/components/ui/button";
import { useHydrated } from "@/components/ui/use-hydrated";
import { FormError } from "./form-error";
import { GuardedLink } from "./guarded-link";
import type { RecordFormState } from "./use-record-form";

type Props = { state: RecordFormState; children: ReactNode };

// The page around a record's create/edit form: back link, heading, the sections, the form-wide error, the buttons.
export function RecordFormLayout({ state: s, children }: Props) {
  const titleId = useId();
  const { back, noun } = s;
  const hydrated = useHydrated();
  return (
    <form onSubmit={s.onSubmit} noValidate className="mx-auto grid max-w-3xl gap-6" aria-labelledby={titleId}>
      <div className="grid gap-2">
        <GuardedLink
          href={back.href}
          dirty={s.dirty}
          className="flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" /> {back.label}
        </GuardedLink>
        <h1 id={titleId} className="text-2xl font-semibold">
          {s.editing ? `Edit ${noun}` : `New ${noun}`}
        </h1>
      </div>
      {/* Disabled until hydrated (use-hydrated.ts): the fields get their values from the form's state then. */}
      <fieldset disabled={!hydrated} className="contents">
        {children}
      </fieldset>
      {s.formError && (
        <FormError
          prefix={`The ${noun} was not ${s.editing ? "saved" : "created"}: `}
          message={s.formError}
        />
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={s.pending || !hydrated} aria-busy={s.pending || undefined}>
          {s.pending && <Loader2 aria-hidden className="animate-spin motion-reduce:animate-none" />}
          {s.pending ? "Saving…" : s.editing ? "Save changes" : `Create ${noun}`}
        </Button>
        <GuardedLink href={back.href} dirty={s.dirty} className={buttonVariants({ variant: "outline" })}>
          Cancel
        </GuardedLink>
      </div>
    </form>
  );
}
