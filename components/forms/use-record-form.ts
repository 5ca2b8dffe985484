"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { useForm, type DefaultValues, type FieldValues, type Resolver } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { changedFields } from "./changed-fields";
import { applyServerError, type FormPathOf } from "./server-errors";
import { useBeforeUnload } from "./use-before-unload";
import { useSaveRecord, type RecordKeys } from "./use-save-record";

// Where a kind of record lives: `list` is its list page, `${list}/${id}` a record's page, `api` its console API.
export type RecordKind<R> = {
  noun: string;
  list: { href: string; label: string };
  api: string;
  keys: RecordKeys;
  nameOf: (record: R) => string;
};

// How one kind of record's form reads and writes it; a create starts from empty().
export type RecordFormConfig<V extends FieldValues, R, C, U extends object> = {
  kind: RecordKind<R>;
  resolver: Resolver<V>;
  formPathOf: FormPathOf<V>;
  toValues: (record: R) => V;
  empty: () => V;
  toCreateBody: (values: V) => C;
  toUpdateBody: (values: V) => U;
};

// What RecordFormLayout needs from the form's state.
export type RecordFormState = {
  onSubmit: (e?: FormEvent) => Promise<void>;
  dirty: boolean;
  pending: boolean;
  formError: string | undefined;
  noun: string;
  editing: boolean;
  back: { href: string; label: string };
};

// The create/edit cycle every record form shares: field validation, API field errors put back on their fields,
// changed fields only on edit, an unsaved-changes guard, and the record's page after.
export function useRecordForm<V extends FieldValues, R extends { id: number }, C, U extends object>(
  opts: RecordFormConfig<V, R, C, U>,
  record: R | undefined,
) {
  const { kind } = opts;
  const router = useRouter();
  const save = useSaveRecord<R, C | Partial<U>>(kind.api, record?.id, kind.keys);
  // What the form started from: an edit's diff is taken against it, not against later refetches.
  const [initial] = useState(() => (record === undefined ? opts.empty() : opts.toValues(record)));
  const form = useForm<V>({
    resolver: opts.resolver,
    defaultValues: initial as DefaultValues<V>,
    // Checked on submit, then live: validating on blur would insert messages and shift the Submit button out
    // from under the pointer between mousedown and click.
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const [formError, setFormError] = useState<string>();
  // Set once saved: the page is leaving, so the guard stops and Submit stays busy (no second create).
  const [done, setDone] = useState(false);
  const dirty = form.formState.isDirty && !done;
  useBeforeUnload(dirty);
  const back = record ? { href: `${kind.list.href}/${record.id}`, label: kind.nameOf(record) } : kind.list;

  const showError = (err: unknown) => setFormError(applyServerError(form, err, opts.formPathOf));

  // Sends the create, or the edit's changes; null when an edit changed nothing, so nothing was sent.
  async function send(values: V): Promise<R | null> {
    if (record === undefined) return save.mutateAsync(opts.toCreateBody(values));
    const body = changedFields(opts.toUpdateBody(values), opts.toUpdateBody(initial));
    return Object.keys(body).length === 0 ? null : save.mutateAsync(body);
  }

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const saved = await send(values);
      setDone(true);
      if (!saved) return router.push(back.href);
      form.reset(opts.toValues(saved));
      toast.success(`${record ? "Saved" : "Created"} “${kind.nameOf(saved)}”`);
      router.push(`${kind.list.href}/${saved.id}`);
    } catch (err) {
      showError(err);
    }
  });

  const state: RecordFormState = {
    onSubmit,
    dirty,
    pending: form.formState.isSubmitting || done,
    formError,
    noun: kind.noun,
    editing: record !== undefined,
    back,
  };
  return { form, state };
}
