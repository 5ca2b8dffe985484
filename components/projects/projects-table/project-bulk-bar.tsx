"use client";

import { useQuery } from "@tanstack/react-query";
import { BulkBar } from "@/components/bulk/bulk-bar";
import type { ProjectFilter } from "@/lib/bulk/types";
import { statusOptions } from "@/lib/projects/queries";

// The projects table's selection bar with the statuses a bulk status change offers; loaded after the table.
export function ProjectBulkBar(props: { total: number; filters: ProjectFilter; canDelete: boolean }) {
  const { data: statuses = [] } = useQuery(statusOptions());
  return <BulkBar entity="project" choices={statuses} {...props} />;
}
