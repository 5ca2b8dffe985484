"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";

export type RecordKeys = { all: readonly unknown[]; detail: (id: number) => readonly unknown[] };

// Creates (POST to `base` when there is no id) or updates (PATCH `base/id`) a record; the caller handles errors,
// since field errors belong in the form.
export function useSaveRecord<R extends { id: number }, B>(
  base: string,
  id: number | undefined,
  keys: RecordKeys,
) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: B) => {
      const res =
        id === undefined
          ? await apiFetch<{ data: R }>(base, { method: "POST", json: body })
          : await apiFetch<{ data: R }>(`${base}/${id}`, { method: "PATCH", json: body });
      return res.data;
    },
    onSuccess: (record) => {
      // The detail page shows the saved record at once; every list refetches by prefix.
      qc.setQueryData(keys.detail(record.id), record);
      void qc.invalidateQueries({ queryKey: keys.all });
    },
  });
}
