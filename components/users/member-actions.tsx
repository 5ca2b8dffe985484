"use client";

import { MoreHorizontal } from "lucide-react";
import { useRef, useState, type ReactNode } from "react";
import { ConfirmDialog } from "@/components/record/confirm-dialog";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { LinkIssued, TeamMember } from "@/lib/users/types";
import { RoleDialog } from "./role-dialog";
import { useMemberAct, type MemberAct } from "./use-member-act";

type Confirmable = Exclude<MemberAct, { kind: "role" }>["kind"];

// What each destructive act does, said before it is done.
const questions: Record<Confirmable, { title: string; confirm: string; text: (m: TeamMember) => ReactNode }> =
  {
    disable: {
      title: "Disable this user?",
      confirm: "Disable",
      text: (m) =>
        `${m.email} can no longer sign in, and every session they have ends at once. You can enable them again later.`,
    },
    enable: {
      title: "Enable this user?",
      confirm: "Enable",
      text: (m) => `${m.email} can sign in again${m.hasPassword ? "" : " once they have set a password"}.`,
    },
    reset: {
      title: "Reset this user's password?",
      confirm: "Reset password",
      text: (m) =>
        `${m.email}'s current password stops working now and every session they have ends. You get a new one-time link for them to choose a password.`,
    },
    "sign-out": {
      title: "Sign this user out everywhere?",
      confirm: "Sign out everywhere",
      text: (m) => `Every session ${m.email} has ends at its next request. They can sign in again.`,
    },
  };

export function MemberActions({
  member,
  isSelf,
  onIssued,
}: {
  member: TeamMember;
  isSelf: boolean;
  onIssued: (issued: LinkIssued) => void;
}) {
  const trigger = useRef<HTMLButtonElement>(null);
  const [asking, setAsking] = useState<Confirmable | null>(null);
  const [roleOpen, setRoleOpen] = useState(false);
  const act = useMemberAct(member, onIssued);
  const q = asking && questions[asking];
  const who = member.name ?? member.email;
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            ref={trigger}
            variant="ghost"
            size="icon"
            aria-label={`Actions for ${who}`}
            aria-busy={act.isPending || undefined}
          >
            <MoreHorizontal aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuLabel>{isSelf ? `${who} (you)` : who}</DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setRoleOpen(true)}>Change role…</DropdownMenuItem>
          {member.status === "active" ? (
            <DropdownMenuItem onSelect={() => setAsking("disable")}>Disable…</DropdownMenuItem>
          ) : (
            <DropdownMenuItem onSelect={() => setAsking("enable")}>Enable…</DropdownMenuItem>
          )}
          {member.status === "active" && member.signInMethod !== "sso" && (
            <DropdownMenuItem onSelect={() => setAsking("reset")}>Reset password…</DropdownMenuItem>
          )}
          <DropdownMenuItem onSelect={() => setAsking("sign-out")}>Sign out everywhere…</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {roleOpen && (
        <RoleDialog
          open
          onOpenChange={setRoleOpen}
          member={member}
          returnFocus={trigger}
          onSave={(role) => act.mutate({ kind: "role", role })}
        />
      )}
      {q && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setAsking(null)}
          returnFocus={trigger}
          title={q.title}
          description={<p>{q.text(member)}</p>}
          confirmLabel={q.confirm}
          destructive={asking !== "enable"}
          onConfirm={() => act.mutate({ kind: asking })}
        />
      )}
    </>
  );
}
