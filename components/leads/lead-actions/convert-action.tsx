"use client";

import { FolderInput } from "lucide-react";
import Link from "next/link";
import { toast } from "@/components/ui/toast";
import { ConfirmAction } from "@/components/record/confirm-action";
import { useProduction } from "@/components/record/use-production";
import type { Lead } from "@/lib/partner-api/contract/reader";
import { leadName } from "../lead-name";
import { useConvertLead } from "./use-lead-mutations";

// A lead converts once, so it is confirmed first; the toast and the page then link to the new project.
export function ConvertAction({ lead }: { lead: Pick<Lead, "id" | "name"> }) {
  const { note } = useProduction();
  const name = leadName(lead);
  return (
    <ConfirmAction
      icon={<FolderInput aria-hidden />}
      label="Convert to project"
      pendingLabel="Converting…"
      mutation={useConvertLead(lead.id)}
      onDone={({ projectId }) =>
        toast.success(`Converted “${name}” to a project`, {
          description: (
            <Link href={`/projects/${projectId}`} className="underline underline-offset-4">
              Open project {projectId}
            </Link>
          ),
        })
      }
      ask
      title={`Convert “${name}” to a project?`}
      description={
        <>
          <p>
            A project is created from this lead, and the lead becomes Won. A lead can be converted only once.
          </p>
          {note && <p>{note}</p>}
        </>
      }
      confirmLabel="Convert"
    />
  );
}
