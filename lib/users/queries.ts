import { queryOptions } from "@tanstack/react-query";
import { apiFetch, toSearch } from "@/lib/api-client";
import type { Account, OwnSession, TeamMember } from "./types";

// Keys by prefix: any act on a user invalidates userKeys.all; any act on one's own account, accountKeys.all.
export const userKeys = {
  all: ["users"] as const,
  list: (q: string) => [...userKeys.all, "list", q] as const,
};
export const accountKeys = {
  all: ["account"] as const,
  me: () => [...accountKeys.all, "me"] as const,
  sessions: () => [...accountKeys.all, "sessions"] as const,
};

// The browser reads over the console's routes; a server page passes the functions those routes call.
const overRoutes = {
  list: async (q: string) => (await apiFetch<{ data: TeamMember[] }>(`/api/users${toSearch({ q })}`)).data,
  account: async () => (await apiFetch<{ data: Account }>("/api/account")).data,
  sessions: async () => (await apiFetch<{ data: OwnSession[] }>("/api/account/sessions")).data,
};
export type UserReads = typeof overRoutes;

export const memberListOptions = (q: string, reads: Pick<UserReads, "list"> = overRoutes) =>
  queryOptions({ queryKey: userKeys.list(q), queryFn: () => reads.list(q) });

export const accountOptions = (reads: Pick<UserReads, "account"> = overRoutes) =>
  queryOptions({ queryKey: accountKeys.me(), queryFn: () => reads.account() });

export const ownSessionsOptions = (reads: Pick<UserReads, "sessions"> = overRoutes) =>
  queryOptions({ queryKey: accountKeys.sessions(), queryFn: () => reads.sessions() });
