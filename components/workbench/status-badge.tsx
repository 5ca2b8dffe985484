import { Badge } from "@/components/ui/badge";

export function StatusBadge({ status }: { status: number }) {
  const variant = status >= 500 ? "destructive" : status >= 400 ? "warning" : "success";
  return <Badge variant={variant}>{status}</Badge>;
}
