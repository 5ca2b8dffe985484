"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import type { Lead } from "@/lib/partner-api/contract/reader";
import { leadKeys } from "@/lib/leads/queries";

// Whether retiring archives the client (spec: "Clients no longer referenced by another live lead or project are
// archived too"). The API exposes no client record, so when the check cannot complete the answer is "may".
export type RetireImpact =
  | { kind: "none" } // no client
  | { kind: "stays"; client: string; because: string }
  | { kind: "archived"; client: string }
  | { kind: "may"; client: string };

type Page<T> = { data: T[]; total: number };
const CHECKED = 100; // the client's leads read; more than that and the answer is "may"

export async function retireImpact(lead: Pick<Lead, "id" | "client">): Promise<RetireImpact> {
  const client = lead.client;
  if (!client) return { kind: "none" };
  const name = client.name || `client ${client.id}`;
  try {
    const [leads, projects] = await Promise.all([
      apiFetch<Page<Lead>>(`/api/leads?contactId=${client.id}&limit=${CHECKED}`),
      apiFetch<Page<unknown>>(`/api/projects?contactId=${client.id}&archived=false&limit=1`),
    ]);
    const live = leads.data.find((l) => l.id !== lead.id && l.status.value !== "Retired");
    if (live) return { kind: "stays", client: name, because: `the lead “${live.name ?? `Lead ${live.id}`}”` };
    if (projects.total > 0)
      return { kind: "stays", client: name, because: projects.total === 1 ? "a project" : "projects" };
    return leads.total > leads.data.length
      ? { kind: "may", client: name }
      : { kind: "archived", client: name };
  } catch {
    return { kind: "may", client: name };
  }
}

const key = (id: number) => [...leadKeys.detail(id), "retire-impact"] as const;

// Read when the dialog opens (its content mounts then), never kept: the answer is only true at that moment.
export const useRetireImpact = (lead: Pick<Lead, "id" | "client">) =>
  useQuery({ queryKey: key(lead.id), queryFn: () => retireImpact(lead), staleTime: 0, gcTime: 60_000 });

// The answer the dialog showed, for the toast after the retire.
export function useShownImpact(id: number) {
  const qc = useQueryClient();
  return () => qc.getQueryData<RetireImpact>(key(id));
}

// The sentence for the dialog (before) or the toast (after).
export function impactText(impact: RetireImpact | undefined, when: "before" | "after"): string {
  const will = when === "before";
  if (!impact) return will ? "Checking whether its client is still named elsewhere…" : "";
  switch (impact.kind) {
    case "none":
      return will ? "It has no client, so no client is archived." : "";
    case "stays":
      return `${will ? "Stays active" : "Not archived"}: ${impact.client} (still named by ${impact.because}).`;
    case "archived":
      return `${will ? "Will be archived" : "Archived too"}: ${impact.client} (no other live lead or project names them).`;
    case "may":
      return will
        ? `May be archived: ${impact.client} (the console could not check every lead and project that names them).`
        : `May have been archived: ${impact.client}.`;
  }
}
