import Link from "next/link";
import { headline } from "@/lib/webhook-ops/notify/message";
import type { NotificationItem } from "@/lib/webhook-ops/types";
import { cn } from "@/lib/utils";

// One notification: the headline (as email and webhook word it), when, and the way to the health page.
export function NotificationRow({ item, onOpen }: { item: NotificationItem; onOpen: () => void }) {
  const unread = !item.readAt;
  return (
    <li className={cn("border-b last:border-b-0", unread && "bg-muted/50")}>
      <Link
        href={`/webhooks/${item.subscriptionId}/health#incidents`}
        onClick={onOpen}
        className="block px-3 py-2 text-sm hover:bg-muted focus-visible:bg-muted focus-visible:outline-none"
      >
        <span className={cn("block", unread && "font-medium")}>
          {unread && <span className="sr-only">Unread: </span>}
          {headline(item)}
        </span>
        <time dateTime={item.at} className="text-xs text-muted-foreground">
          {new Date(item.at).toLocaleString()}
        </time>
      </Link>
    </li>
  );
}
