"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { apiFetch } from "@/lib/api-client";
import { accountKeys } from "@/lib/users/queries";
import type { Account } from "@/lib/users/types";

// Saves part of one's own account; the shell (which shows the name) is refreshed from the server.
export function useAccountSave(done: string) {
  const qc = useQueryClient();
  const router = useRouter();
  return useMutation({
    mutationFn: async (body: { name?: string; defaultEnvironment?: string | null }) =>
      (await apiFetch<{ data: Account }>("/api/account", { method: "PATCH", json: body })).data,
    onSuccess: (account) => {
      qc.setQueryData(accountKeys.me(), account);
      toast.success(done);
      router.refresh();
    },
  });
}
