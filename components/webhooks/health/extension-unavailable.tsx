import { Info } from "lucide-react";
import { SectionCard } from "@/components/record/section-card";

// What the view shows instead of the log, stats, replays and test sends when the upstream answers
// `{ available: false }`: the Partner API itself has no delivery endpoints; only the sandbox adds them.
export function ExtensionUnavailable() {
  return (
    <SectionCard title="Delivery log">
      <div className="flex items-start gap-3 text-sm">
        <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
        <div className="grid gap-1">
          <p className="font-medium">Delivery logs are not available from this API.</p>
          <p className="text-muted-foreground">
            The Partner API does not expose deliveries, replays, test events or delivery statistics; only the
            console&apos;s sandbox adds them. The streak, forecast and retry schedule above still apply.
          </p>
        </div>
      </div>
    </SectionCard>
  );
}
