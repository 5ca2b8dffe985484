"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { ConfirmDialog } from "@/components/record/confirm-dialog";
import { useFormatters } from "@/components/record/use-formatters";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { SkeletonList } from "@/components/ui/skeleton";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { toast } from "@/components/ui/toast";
import { apiFetch } from "@/lib/api-client";
import { accountKeys, ownSessionsOptions } from "@/lib/users/queries";
import type { OwnSession } from "@/lib/users/types";

// "all" ends every other session; a handle ends that one.
type Ending = { which: "all" } | { which: "one"; session: OwnSession };

function useEndSessions() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (e: Ending) =>
      (
        await apiFetch<{ data: { ended: number } }>(
          e.which === "all" ? "/api/account/sessions" : `/api/account/sessions/${e.session.handle}`,
          { method: "DELETE" },
        )
      ).data,
    onSuccess: ({ ended }) => toast.success(`${ended} session(s) ended`),
    onError: (err) => toast.error(`Not done: ${err.message}`),
    onSettled: () => qc.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}

export function SessionsList() {
  const sessions = useQuery(ownSessionsOptions());
  const end = useEndSessions();
  const { time } = useFormatters();
  const [asking, setAsking] = useState<Ending | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  if (sessions.isError)
    return (
      <div role="alert" className="grid justify-items-start gap-2">
        <p>Your sessions could not be loaded: {sessions.error.message}</p>
        <Button variant="outline" onClick={() => void sessions.refetch()}>
          Try again
        </Button>
      </div>
    );
  if (sessions.isPending)
    return (
      <div aria-busy="true" aria-label="Loading sessions">
        <SkeletonList count={2} item="h-10 w-full" className="space-y-2" />
      </div>
    );
  const others = sessions.data.filter((s) => !s.current);
  const ask = (e: Ending, button: HTMLButtonElement) => {
    opener.current = button;
    setAsking(e);
  };
  return (
    <div className="grid gap-3">
      <Table label="Your sessions">
        <TableCaption className="sr-only">Your sessions</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead>Device</TableHead>
            <TableHead>Address</TableHead>
            <TableHead>Signed in</TableHead>
            <TableHead>Last seen</TableHead>
            <TableHead>
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {sessions.data.map((s) => (
            <TableRow key={s.handle}>
              <TableCell>
                {s.device} {s.current && <Badge variant="secondary">This session</Badge>}
              </TableCell>
              <TableCell>{s.address ?? "Unknown"}</TableCell>
              <TableCell>{time(s.signedInAt)}</TableCell>
              <TableCell>{time(s.lastSeenAt)}</TableCell>
              <TableCell className="text-right">
                {!s.current && (
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`End session: ${s.device}, signed in ${time(s.signedInAt)}`}
                    onClick={(e) => ask({ which: "one", session: s }, e.currentTarget)}
                  >
                    End session
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {others.length === 0 ? (
        <p className="text-sm text-muted-foreground">You have no other sessions.</p>
      ) : (
        <div>
          <Button variant="outline" onClick={(e) => ask({ which: "all" }, e.currentTarget)}>
            End all other sessions
          </Button>
        </div>
      )}
      {asking && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setAsking(null)}
          returnFocus={opener}
          title={asking.which === "all" ? "End all other sessions?" : "End this session?"}
          description={
            <p>
              {asking.which === "all"
                ? `Every other session (${others.length}) is signed out at its next request. This one stays.`
                : `${asking.session.device} is signed out at its next request.`}
            </p>
          }
          confirmLabel={asking.which === "all" ? "End all other sessions" : "End session"}
          destructive
          onConfirm={() => end.mutate(asking)}
        />
      )}
    </div>
  );
}
