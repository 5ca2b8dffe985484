import {
  CalendarRange,
  CircleUserRound,
  Clock,
  Inbox,
  RotateCcw,
  FolderKanban,
  Kanban,
  ListChecks,
  ListTree,
  ScrollText,
  UsersRound,
  Webhook,
  Zap,
  type LucideIcon,
} from "lucide-react";
import { can, type Permission } from "@/lib/auth/permissions";
import type { Role } from "@/lib/db/console-schema";
import { cn } from "@/lib/utils";
import { NavLink } from "./nav-link";

type NavItem = { href: string; label: string; icon: LucideIcon; permission: Permission };

// The console's pages, by role (the command palette goes to them too).
export const items: NavItem[] = [
  { href: "/projects", label: "Projects", icon: FolderKanban, permission: "records:read" as const },
  { href: "/leads", label: "Leads", icon: Kanban, permission: "records:read" as const },
  { href: "/schedule", label: "Schedule", icon: CalendarRange, permission: "records:read" as const },
  { href: "/custom-fields", label: "Custom fields", icon: ListChecks, permission: "records:read" as const },
  { href: "/webhooks", label: "Webhooks", icon: Webhook, permission: "subscriptions:read" as const },
  { href: "/audit", label: "Audit log", icon: ScrollText, permission: "audit:read" as const },
  { href: "/settings/users", label: "Users", icon: UsersRound, permission: "users:manage" as const },
  {
    href: "/settings/account",
    label: "My account",
    icon: CircleUserRound,
    permission: "account:manage" as const,
  },
];

// The workbench (app/(console)/workbench): shown only when the current environment is the sandbox.
const sandboxItems: NavItem[] = [
  { href: "/workbench/inboxes", label: "Inboxes", icon: Inbox, permission: "workbench:read" as const },
  { href: "/workbench/clock", label: "Clock", icon: Clock, permission: "workbench:read" as const },
  { href: "/workbench/reset", label: "Reset", icon: RotateCcw, permission: "workbench:reset" as const },
  {
    href: "/workbench/requests",
    label: "Request inspector",
    icon: ListTree,
    permission: "workbench:read" as const,
  },
  { href: "/workbench/faults", label: "Fault injection", icon: Zap, permission: "workbench:read" as const },
];

const linkClass =
  "flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring";
const currentClass = cn(linkClass, "bg-accent text-accent-foreground");

// Rendered on the server (the role's sections, icons and classes cost the browser nothing); each link is a small
// client component that marks itself as the current page as the user navigates (./nav-link.tsx).
export function SidebarNav({ role, sandbox = false }: { role: Role; sandbox?: boolean }) {
  const links = (list: NavItem[]) =>
    list
      .filter((i) => can(role, i.permission))
      .map(({ href, label, icon: Icon }) => (
        <NavLink key={href} href={href} className={linkClass} currentClassName={currentClass}>
          <Icon aria-hidden className="size-4" />
          {label}
        </NavLink>
      ));
  const workbench = sandbox ? links(sandboxItems) : [];
  return (
    <nav aria-label="Main" className="flex flex-col gap-1 p-3">
      {links(items)}
      {workbench.length > 0 && (
        <div role="group" aria-label="Sandbox" className="mt-4 flex flex-col gap-1 border-t pt-4">
          <p aria-hidden className="px-3 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
            Sandbox
          </p>
          {workbench}
        </div>
      )}
    </nav>
  );
}
