"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { apiFetch } from "@/lib/api-client";
import { userKeys } from "@/lib/users/queries";
import type { LinkIssued, TeamMember } from "@/lib/users/types";

export type MemberAct =
  | { kind: "role"; role: TeamMember["role"] }
  | { kind: "disable" }
  | { kind: "enable" }
  | { kind: "reset" }
  | { kind: "sign-out" };

const request = (id: number, act: MemberAct): [string, RequestInit & { json?: unknown }] => {
  switch (act.kind) {
    case "role":
      return [`/api/users/${id}`, { method: "PATCH", json: { role: act.role } }];
    case "disable":
    case "enable":
      return [
        `/api/users/${id}`,
        { method: "PATCH", json: { status: act.kind === "disable" ? "disabled" : "active" } },
      ];
    case "reset":
      return [`/api/users/${id}/password-link`, { method: "POST" }];
    case "sign-out":
      return [`/api/users/${id}/sessions`, { method: "DELETE" }];
  }
};

const done = (m: TeamMember, act: MemberAct): string =>
  ({
    role: `${m.email} is now ${act.kind === "role" ? act.role : ""}`,
    disable: `${m.email} is disabled; their sessions have ended`,
    enable: `${m.email} is enabled`,
    reset: `${m.email}'s password was reset; their sessions have ended`,
    "sign-out": `${m.email} is signed out everywhere`,
  })[act.kind];

// One mutation for every act on a user; a reset hands its one-time link to the page (shown once).
export function useMemberAct(member: TeamMember, onIssued: (issued: LinkIssued) => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (act: MemberAct) => {
      const [path, init] = request(member.id, act);
      return apiFetch<{ data: unknown }>(path, init);
    },
    onSuccess: (res, act) => {
      if (act.kind === "reset") onIssued(res.data as LinkIssued);
      toast.success(done(member, act));
    },
    onError: (err) => toast.error(`Not done: ${err.message}`),
    onSettled: () => qc.invalidateQueries({ queryKey: userKeys.all }),
  });
}
