"use client";

import { useSuspenseQuery } from "@tanstack/react-query";
import { CalendarRange } from "lucide-react";
import Link from "next/link";
import { ProjectActions } from "@/components/projects/project-actions/project-actions";
import { ClientName, NameWithId, OwnerName } from "@/components/record-index/record-names";
import { AddressList } from "@/components/record/address-list";
import { CustomFieldsPanel } from "@/components/custom-fields/values-panel";
import { DetailHeader } from "@/components/record/detail-header";
import { DetailItem, DetailList, DetailText, none } from "@/components/record/detail-list";
import { SectionCard } from "@/components/record/section-card";
import { TimestampItems } from "@/components/record/timestamp-items";
import { UnreadableFields } from "@/components/record/unreadable-notice";
import { useFormatters } from "@/components/record/use-formatters";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { projectKeys, projectOptions } from "@/lib/projects/queries";

export function ProjectDetail({ projectId }: { projectId: number }) {
  const { data: p } = useSuspenseQuery(projectOptions(projectId));
  const f = useFormatters();
  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <DetailHeader
        back={{ href: "/projects", label: "Projects" }}
        title={p.name}
        badges={
          <>
            {p.status && (
              <Badge variant="secondary">
                <span className="sr-only">Status: </span>
                {p.status.name}
              </Badge>
            )}
            {p.archived && <Badge variant="warning">Archived</Badge>}
          </>
        }
        actions={
          <div className="flex flex-wrap items-start gap-2">
            <Button asChild variant="outline">
              <Link href={`/projects/${p.id}/schedule`}>
                <CalendarRange aria-hidden /> Schedule
              </Link>
            </Button>
            <ProjectActions project={p} />
          </div>
        }
      />
      <UnreadableFields issues={p.unreadable} />

      <div className="grid gap-6 lg:grid-cols-2">
        <SectionCard title="Details">
          <DetailList>
            <DetailItem label="Client">
              {p.client ? (
                <NameWithId name={p.client.name} id={p.client.id} what="contact" />
              ) : p.contactId ? (
                <ClientName id={p.contactId} />
              ) : (
                none
              )}
            </DetailItem>
            <DetailItem label="Budget">{p.budget != null ? f.money(p.budget) : none}</DetailItem>
            <DetailItem label="Type">{p.projectTypeName ?? none}</DetailItem>
            <DetailItem label="Owner">{p.ownerId ? <OwnerName id={p.ownerId} /> : none}</DetailItem>
            <TimestampItems createdAt={p.createdAt} updatedAt={p.updatedAt} />
          </DetailList>
        </SectionCard>
        <SectionCard title="Notes">
          <DetailText text={p.notes} empty="No notes." />
        </SectionCard>
        <SectionCard title="Addresses">
          <AddressList addresses={p.addresses} />
        </SectionCard>
        <CustomFieldsPanel
          entityType="Project"
          entityId={p.id}
          entries={p.customFieldEntries}
          recordKey={projectKeys.detail(p.id)}
        />
      </div>
    </div>
  );
}
