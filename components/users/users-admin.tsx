"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Users } from "lucide-react";
import { useDeferredValue, useState } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { SkeletonList } from "@/components/ui/skeleton";
import { memberListOptions } from "@/lib/users/queries";
import type { LinkIssued } from "@/lib/users/types";
import { InviteDialog } from "./invite-dialog";
import { LinkPanel } from "./link-panel";
import { MembersTable } from "./members-table";

// The users page: search, invite, the table and its acts; a link just issued is shown above it, once.
export function UsersAdmin({ currentUserId }: { currentUserId: number }) {
  const [q, setQ] = useState("");
  const search = useDeferredValue(q.trim());
  const list = useQuery({ ...memberListOptions(search), placeholderData: keepPreviousData });
  const [issued, setIssued] = useState<LinkIssued | null>(null);
  return (
    <>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <Label htmlFor="user-search">Search users</Label>
          <Input
            id="user-search"
            type="search"
            value={q}
            maxLength={200}
            placeholder="Name or email"
            onChange={(e) => setQ(e.target.value)}
            className="w-72"
          />
        </div>
        <InviteDialog onIssued={setIssued} />
      </div>
      {issued && <LinkPanel issued={issued} onDone={() => setIssued(null)} />}
      {list.isError ? (
        <div role="alert" className="grid justify-items-start gap-2 rounded-md border border-destructive p-4">
          <p className="font-medium">The users could not be loaded: {list.error.message}</p>
          <Button variant="outline" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </div>
      ) : list.isPending ? (
        <div aria-busy="true" aria-label="Loading users">
          <SkeletonList count={5} item="h-10 w-full" className="space-y-2 rounded-md border p-3" />
        </div>
      ) : list.data.length === 0 ? (
        <EmptyState
          icon={<Users />}
          headingLevel={2}
          title={search ? `No user matches “${search}”` : "No users yet"}
          description={search ? "Search by part of a name or an email address." : "Invite the first one."}
        />
      ) : (
        <div aria-busy={list.isFetching || undefined}>
          <MembersTable members={list.data} currentUserId={currentUserId} onIssued={setIssued} />
        </div>
      )}
    </>
  );
}
