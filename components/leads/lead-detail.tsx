"use client";

import { ClientName, NameWithId } from "@/components/record-index/record-names";
import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { CalendarRange } from "lucide-react";
import Link from "next/link";
import { AddressList } from "@/components/record/address-list";
import { CustomFieldsPanel } from "@/components/custom-fields/values-panel";
import { DetailHeader } from "@/components/record/detail-header";
import { DetailItem, DetailList, DetailText, none } from "@/components/record/detail-list";
import { SectionCard } from "@/components/record/section-card";
import { TimestampItems } from "@/components/record/timestamp-items";
import { UnreadableFields } from "@/components/record/unreadable-notice";
import { useFormatters } from "@/components/record/use-formatters";
import { badgeVariants } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { Lead } from "@/lib/partner-api/contract/reader";
import { leadKeys, leadOptions, leadPhasesOptions } from "@/lib/leads/queries";
import { cn } from "@/lib/utils";
import { LeadActions } from "./lead-actions/lead-actions";
import { leadName } from "./lead-name";
import { LeadStatusBadge } from "./lead-status-badge";

export function LeadDetail({ leadId }: { leadId: number }) {
  const { data: lead } = useSuspenseQuery(leadOptions(leadId));
  const f = useFormatters();
  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <DetailHeader
        back={{ href: "/leads", label: "Leads" }}
        title={leadName(lead)}
        badges={
          <>
            <LeadStatusBadge status={lead.status} />
            {lead.projectId != null && (
              <Link
                href={`/projects/${lead.projectId}`}
                className={cn(
                  badgeVariants({ variant: "success" }),
                  "underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
                )}
              >
                Converted to project {lead.projectId}
              </Link>
            )}
          </>
        }
        actions={
          <div className="flex flex-wrap items-start gap-2">
            <Button asChild variant="outline">
              <Link href={`/leads/${lead.id}/schedule`}>
                <CalendarRange aria-hidden /> Schedule
              </Link>
            </Button>
            <LeadActions lead={lead} />
          </div>
        }
      />
      <UnreadableFields issues={lead.unreadable} />

      <div className="grid gap-6 lg:grid-cols-2">
        <SectionCard title="Details">
          <DetailList>
            <DetailItem label="Phase">
              <PhaseName phaseId={lead.phaseId} />
            </DetailItem>
            <DetailItem label="Client">
              <Client lead={lead} />
            </DetailItem>
            <DetailItem label="Budget">{lead.budget != null ? f.money(lead.budget) : none}</DetailItem>
            <DetailItem label="Type">{lead.type ?? none}</DetailItem>
            <DetailItem label="Service type">
              {lead.serviceTypeId != null ? `No. ${lead.serviceTypeId}` : none}
            </DetailItem>
            <DetailItem label="Source">
              <Source source={lead.source} code={lead.sourceCode} />
            </DetailItem>
            <DetailItem label="Expected start">
              {lead.expectedStartDate ? (
                <time dateTime={lead.expectedStartDate}>{f.date(lead.expectedStartDate)}</time>
              ) : (
                none
              )}
            </DetailItem>
            <TimestampItems createdAt={lead.createdAt} updatedAt={lead.updatedAt} />
          </DetailList>
        </SectionCard>
        <SectionCard title="Description">
          <DetailText text={lead.description} empty="No description." />
        </SectionCard>
        <SectionCard title="Addresses">
          <AddressList addresses={lead.addresses} />
        </SectionCard>
        <CustomFieldsPanel
          entityType="Lead"
          entityId={lead.id}
          entries={lead.customFieldEntries}
          recordKey={leadKeys.detail(lead.id)}
        />
      </div>
    </div>
  );
}

// Phases are prefetched with the lead; should that have failed, the id stands in until the list arrives.
// phaseId is a field the spec does not show on a lead: "—" when the API leaves it out.
function PhaseName({ phaseId }: { phaseId: number | null }) {
  const { data } = useQuery(leadPhasesOptions());
  if (phaseId === null) return none;
  return data?.find((p) => p.id === phaseId)?.name ?? `Phase ${phaseId}`;
}

function Client({ lead }: { lead: Pick<Lead, "client" | "contactId"> }) {
  const { client, contactId } = lead;
  if (!client) return contactId ? <ClientName id={contactId} /> : none;
  return (
    <>
      <NameWithId name={client.name} id={client.id} what="contact" />
      {client.email && (
        <>
          <br />
          <a href={`mailto:${client.email}`} className="text-primary underline-offset-4 hover:underline">
            {client.email}
          </a>
        </>
      )}
    </>
  );
}

// The source's name; its number in the API (sourceCode) only as a hint, or when there is no name.
function Source({ source, code }: { source: string | null; code: number | null }) {
  if (source == null && code == null) return none;
  if (source == null) return `Source no. ${code}`;
  return code == null ? source : <span title={`Source number ${code} in the API`}>{source}</span>;
}
