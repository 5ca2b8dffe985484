import { Badge } from "@/components/ui/badge";
import type { InboxRequest } from "@/lib/partner-api/contract/workbench";

type Result = InboxRequest["verification"]["result"];

export const verificationLabels: Record<Result, string> = {
  verified: "Signature verified",
  stale_timestamp: "Stale timestamp",
  wrong_secret: "Wrong secret",
  body_altered: "Body altered",
  unsigned: "Unsigned",
  no_subscription: "No subscription",
};

// The signature check of one received request, in words (green only when it verifies).
export function VerificationBadge({ result }: { result: Result }) {
  const variant =
    result === "verified" ? "success" : result === "no_subscription" ? "secondary" : "destructive";
  return <Badge variant={variant}>{verificationLabels[result]}</Badge>;
}
