import { Badge } from "@/components/ui/badge";
import type { Lead } from "@/lib/partner-api/contract/reader";

const variants: Record<string, "secondary" | "success" | "outline"> = {
  Current: "secondary",
  Won: "success",
  Retired: "outline",
};

// The spec names Current, Won and a retired state and leaves other statuses open: any other value is shown
// with its displayName on a neutral badge.
export const leadStatusVariant = (value: string) => variants[value] ?? "outline";

export function LeadStatusBadge({ status }: { status: Lead["status"] }) {
  return (
    <Badge variant={leadStatusVariant(status.value)} data-status={status.value}>
      <span className="sr-only">Status: </span>
      {status.displayName}
    </Badge>
  );
}
