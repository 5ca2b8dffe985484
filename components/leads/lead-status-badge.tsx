import { Badge } from "@/components/ui/badge";
import type { Lead } from "@/lib/partner-api/contract";

const variant = { Current: "secondary", Won: "success", Retired: "outline" } as const;

export function LeadStatusBadge({ status }: { status: Lead["status"] }) {
  return (
    <Badge variant={variant[status.value]}>
      <span className="sr-only">Status: </span>
      {status.displayName}
    </Badge>
  );
}
