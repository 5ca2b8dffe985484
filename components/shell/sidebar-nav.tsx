"use client";

import { CalendarRange, FolderKanban, Kanban, ListChecks, ScrollText, Webhook } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { can } from "@/lib/auth/permissions";
import { cn } from "@/lib/utils";
import { useShell } from "./environment-context";

// A project's or lead's schedule page belongs to "Schedule", not to "Projects" or "Leads".
const SCHEDULE_PAGE = /^\/(projects|leads)\/[^/]+\/schedule(\/|$)/;

const items = [
  { href: "/projects", label: "Projects", icon: FolderKanban, permission: "records:read" as const },
  { href: "/leads", label: "Leads", icon: Kanban, permission: "records:read" as const },
  { href: "/schedule", label: "Schedule", icon: CalendarRange, permission: "records:read" as const },
  { href: "/custom-fields", label: "Custom fields", icon: ListChecks, permission: "records:read" as const },
  { href: "/webhooks", label: "Webhooks", icon: Webhook, permission: "subscriptions:read" as const },
  { href: "/audit", label: "Audit log", icon: ScrollText, permission: "audit:read" as const },
];

export function SidebarNav() {
  const pathname = usePathname();
  const { role } = useShell();
  return (
    <nav aria-label="Main" className="flex flex-col gap-1 p-3">
      {items
        .filter((i) => can(role, i.permission))
        .map(({ href, label, icon: Icon }) => {
          const active =
            href === "/schedule"
              ? pathname === href || SCHEDULE_PAGE.test(pathname)
              : (pathname === href || pathname.startsWith(`${href}/`)) && !SCHEDULE_PAGE.test(pathname);
          return (
            <Link
              key={href}
              href={href}
              aria-current={active ? "page" : undefined}
              className={cn(
                "flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring",
                active && "bg-accent text-accent-foreground",
              )}
            >
              <Icon aria-hidden className="size-4" />
              {label}
            </Link>
          );
        })}
    </nav>
  );
}
