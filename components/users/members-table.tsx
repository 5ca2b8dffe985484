"use client";

import { useFormatters } from "@/components/record/use-formatters";
import { Badge } from "@/components/ui/badge";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import type { LinkIssued, TeamMember } from "@/lib/users/types";
import { MemberActions } from "./member-actions";

// How a user signs in: a password, single sign-on (no password needed), or not yet (invited, link unused).
const signInOf = (m: TeamMember) =>
  m.signInMethod === "sso" ? "Single sign-on" : m.hasPassword ? "Password" : "Invited (no password yet)";

export function MembersTable({
  members,
  currentUserId,
  onIssued,
}: {
  members: TeamMember[];
  currentUserId: number;
  onIssued: (issued: LinkIssued) => void;
}) {
  const { time } = useFormatters();
  return (
    <Table label="Users">
      <TableCaption className="sr-only">Users</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Name</TableHead>
          <TableHead>Role</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Sign-in method</TableHead>
          <TableHead>Last sign-in</TableHead>
          <TableHead className="text-right">Active sessions</TableHead>
          <TableHead>
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {members.map((m) => (
          <TableRow key={m.id}>
            <TableCell>
              <div className="font-medium">
                {m.name ?? "—"}
                {m.id === currentUserId && <span className="text-muted-foreground"> (you)</span>}
              </div>
              <div className="text-xs text-muted-foreground">{m.email}</div>
            </TableCell>
            <TableCell>
              {m.role}
              {m.roleSource !== "console" && (
                <div className="text-xs text-muted-foreground">
                  {m.roleSource === "provider"
                    ? "from single sign-on"
                    : "set by an admin (until next SSO sign-in)"}
                </div>
              )}
            </TableCell>
            <TableCell>
              <Badge variant={m.status === "active" ? "success" : "secondary"}>
                {m.status === "active" ? "Active" : "Disabled"}
              </Badge>
            </TableCell>
            <TableCell>{signInOf(m)}</TableCell>
            <TableCell>{m.lastSignInAt ? time(m.lastSignInAt) : "Never"}</TableCell>
            <TableCell className="text-right tabular-nums">{m.activeSessions}</TableCell>
            <TableCell className="text-right">
              <MemberActions member={m} isSelf={m.id === currentUserId} onIssued={onIssued} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
