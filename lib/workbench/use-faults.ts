"use client";

import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import type { FaultList } from "./inspect-types";

export const FAULTS_KEY = ["workbench", "faults"] as const;

// The sandbox's fault rules, for the faults page (polled while it shows; the banner looks on its own).
export function useFaults() {
  return useQuery({
    queryKey: FAULTS_KEY,
    queryFn: () => apiFetch<FaultList>("/api/workbench/faults"),
    refetchInterval: 15_000,
  });
}
