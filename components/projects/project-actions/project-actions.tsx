"use client";

import { Pencil } from "lucide-react";
import Link from "next/link";
import { useShell } from "@/components/shell/environment-context";
import { Button } from "@/components/ui/button";
import { can } from "@/lib/auth/permissions";
import type { Project } from "@/lib/partner-api/contract/reader";
import { ArchiveAction } from "./archive-action";
import { DeleteAction } from "./delete-action";

// What a role may not do is not offered: support sees none of these; only admin may delete.
export function ProjectActions({ project }: { project: Pick<Project, "id" | "name" | "archived"> }) {
  const { role } = useShell();
  const write = can(role, "records:write");
  const remove = can(role, "records:delete");
  if (!write && !remove) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {write && (
        <>
          <Button asChild variant="outline">
            <Link href={`/projects/${project.id}/edit`}>
              <Pencil aria-hidden /> Edit
            </Link>
          </Button>
          <ArchiveAction project={project} />
        </>
      )}
      {remove && <DeleteAction project={project} />}
    </div>
  );
}
