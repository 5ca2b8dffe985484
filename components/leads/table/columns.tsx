"use client";

import { createColumnHelper, tableFeatures } from "@tanstack/react-table";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import type { Lead } from "@/lib/partner-api/contract/reader";
import { leadMoney } from "@/lib/leads/money";

export const features = tableFeatures({});
const col = createColumnHelper<typeof features, Lead>();
const money = leadMoney;

export const columns = (phaseName: (id: number) => string) =>
  col.columns([
    col.accessor("name", {
      header: "Name",
      cell: (c) => (
        <Link
          href={`/leads/${c.row.original.id}`}
          prefetch={false}
          className="font-medium underline-offset-4 hover:underline"
        >
          {c.getValue() ?? `Lead ${c.row.original.id}`}
        </Link>
      ),
    }),
    col.accessor("phaseId", {
      header: "Phase",
      cell: (c) => (c.getValue() === null ? "—" : phaseName(c.getValue()!)),
    }),
    col.accessor((l) => l.client?.name ?? "—", { id: "client", header: "Client" }),
    col.accessor("budget", {
      header: "Budget",
      cell: (c) => (c.getValue() == null ? "—" : money.format(c.getValue()!)),
    }),
    col.accessor("expectedStartDate", { header: "Expected start", cell: (c) => c.getValue() ?? "—" }),
    col.accessor((l) => l.status.displayName, {
      id: "status",
      header: "Status",
      cell: (c) => (
        <span className="flex gap-1">
          <Badge variant="outline">{c.getValue()}</Badge>
          {c.row.original.projectId != null && <Badge variant="success">Converted</Badge>}
        </span>
      ),
    }),
  ]);
