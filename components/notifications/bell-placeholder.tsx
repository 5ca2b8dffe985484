import { Bell } from "lucide-react";
import { Button } from "@/components/ui/button";

// The bell before its code arrives (rendered on the server: no JavaScript of its own).
export function BellPlaceholder() {
  return (
    <Button variant="ghost" size="sm" aria-label="Notifications" disabled>
      <Bell aria-hidden className="size-4" />
    </Button>
  );
}
