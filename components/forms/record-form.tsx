"use client";

import type { ReactNode } from "react";
import type { FieldValues } from "react-hook-form";
import { FormProvider } from "react-hook-form";
import { RecordFormLayout } from "./record-form-layout";
import { useRecordForm, type RecordFormConfig } from "./use-record-form";

type Props<V extends FieldValues, R extends { id: number }, C, U extends object> = {
  config: RecordFormConfig<V, R, C, U>;
  // The record being edited; a create has none.
  record: R | undefined;
  // The form's sections (SectionCards).
  children: ReactNode;
};

// A record's create/edit form: the page around it, the save cycle, and its sections given as children.
export function RecordForm<V extends FieldValues, R extends { id: number }, C, U extends object>({
  config,
  record,
  children,
}: Props<V, R, C, U>) {
  const { form, state } = useRecordForm(config, record);
  return (
    <FormProvider {...form}>
      <RecordFormLayout state={state}>{children}</RecordFormLayout>
    </FormProvider>
  );
}
