import Link from "next/link";
import { redirect } from "next/navigation";
import { Suspense, type ReactNode } from "react";
import { LookupPalette } from "@/components/custom-fields/lookup-palette";
import { ShellProvider } from "@/components/shell/environment-context";
import { BellPlaceholder } from "@/components/notifications/bell-placeholder";
import { LazyNotificationBell } from "@/components/notifications/lazy-bell";
import { EnvironmentSwitcher } from "@/components/shell/environment-switcher";
import { MobileNav } from "@/components/shell/mobile-nav";
import { QuotaMeter } from "@/components/shell/quota-meter";
import { RefusedNotice } from "@/components/shell/refused-notice";
import { SidebarNav } from "@/components/shell/sidebar-nav";
import { UserMenu } from "@/components/shell/user-menu";
import { FaultsBanner } from "@/components/workbench/faults-banner";
import { ThemeToggle } from "@/components/ui/theme-toggle";
import { currentUser } from "@/lib/auth/current";
import { partnerApi } from "@/lib/partner-api";
import { environments, publicEnvironment } from "@/lib/partner-api/environments";

// The signed-in shell: every page below needs a live session, checked on the server.
export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  const user = await currentUser();
  if (!user) redirect("/sign-in");
  const env = publicEnvironment(user.environment);
  // The last quota the upstream reported to this server; client API calls keep it current afterwards.
  const quota = partnerApi(user.environment).lastRateLimit;
  return (
    <ShellProvider value={{ environment: env, role: user.role }}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-background focus:p-2"
      >
        Skip to content
      </a>
      <div className="grid min-h-screen grid-cols-[14rem_minmax(0,1fr)] max-md:grid-cols-1">
        <aside className="border-r bg-card max-md:hidden">
          <Link href="/projects" className="block px-6 py-4 text-base font-semibold">
            Partner Console
          </Link>
          <SidebarNav role={user.role} sandbox={env.kind === "sandbox"} />
        </aside>
        <div className="flex min-w-0 flex-col">
          <header className="flex h-14 items-center justify-between gap-4 border-b px-4">
            <div className="flex min-w-0 items-center gap-2">
              <MobileNav>
                <SidebarNav role={user.role} sandbox={env.kind === "sandbox"} />
              </MobileNav>
              <EnvironmentSwitcher environments={environments().map(publicEnvironment)} />
            </div>
            <div className="flex items-center gap-2">
              <LookupPalette />
              <QuotaMeter
                initial={quota && { remaining: quota.remaining, limit: quota.limit, reset: quota.reset }}
              />
              <ThemeToggle />
              <LazyNotificationBell>
                <BellPlaceholder />
              </LazyNotificationBell>
              <UserMenu name={user.name} email={user.email} role={user.role} />
            </div>
          </header>
          <main id="main" className="min-w-0 flex-1 p-6">
            <Suspense>
              <RefusedNotice role={user.role} />
            </Suspense>
            {env.kind === "sandbox" && <FaultsBanner />}
            {children}
          </main>
        </div>
      </div>
    </ShellProvider>
  );
}
