import {
  CalendarRange,
  CircleUserRound,
  FolderKanban,
  Kanban,
  ListChecks,
  ListTree,
  ScrollText,
  UsersRound,
  Webhook,
  Zap,
} from "lucide-react";
import { can } from "@/lib/auth/permissions";
import type { Role } from "@/lib/db/console-schema";
import { cn } from "@/lib/utils";
import { NavLink } from "./nav-link";

const items = [
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

// The Sandbox section (issue 42's workbench), shown only while the environment is the sandbox.
const sandboxItems = [
  {
    href: "/workbench/requests",
    label: "Request inspector",
    icon: ListTree,
    permission: "subscriptions:read" as const,
  },
  {
    href: "/workbench/faults",
    label: "Fault injection",
    icon: Zap,
    permission: "subscriptions:read" as const,
  },
];

const linkClass =
  "flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring";
const currentClass = cn(linkClass, "bg-accent text-accent-foreground");

// Rendered on the server (the role's sections, icons and classes cost the browser nothing); each link is a small
// client component that marks itself as the current page as the user navigates (./nav-link.tsx).
export function SidebarNav({ role, sandbox = false }: { role: Role; sandbox?: boolean }) {
  const link = ({ href, label, icon: Icon }: (typeof items)[number] | (typeof sandboxItems)[number]) => (
    <NavLink key={href} href={href} className={linkClass} currentClassName={currentClass}>
      <Icon aria-hidden className="size-4" />
      {label}
    </NavLink>
  );
  return (
    <nav aria-label="Main" className="flex flex-col gap-1 p-3">
      {items.filter((i) => can(role, i.permission)).map(link)}
      {sandbox && (
        <>
          <p className="px-3 pt-4 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
            Sandbox
          </p>
          {sandboxItems.filter((i) => can(role, i.permission)).map(link)}
        </>
      )}
    </nav>
  );
}
