import { csvRow } from "@/lib/csv";
import type { Project } from "@/lib/partner-api/contract/reader";

const columns: [string, (p: Project) => unknown][] = [
  ["id", (p) => p.id],
  ["name", (p) => p.name],
  ["status", (p) => p.status?.name],
  ["client", (p) => p.client?.name],
  ["contactId", (p) => p.contactId],
  ["budget", (p) => p.budget],
  ["type", (p) => p.projectTypeName],
  ["ownerId", (p) => p.ownerId],
  ["archived", (p) => p.archived],
  [
    "address",
    (p) =>
      p.addresses
        .map((a) => [a.name, a.address, a.city, a.state, a.zip].filter(Boolean).join(", "))
        .join(" | "),
  ],
  ["createdAt", (p) => p.createdAt],
  ["updatedAt", (p) => p.updatedAt],
];

export const projectCsvHeader = () => csvRow(columns.map(([name]) => name));
export const projectCsvRow = (p: Project) => csvRow(columns.map(([, get]) => get(p)));
