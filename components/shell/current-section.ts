// A project's or lead's schedule page belongs to "Schedule", not to "Projects" or "Leads".
const SCHEDULE_PAGE = /^\/(projects|leads)\/[^/]+\/schedule(\/|$)/;

// Whether the main navigation's section at `href` is the one the page at `pathname` belongs to.
export function isCurrentSection(href: string, pathname: string): boolean {
  return href === "/schedule"
    ? pathname === href || SCHEDULE_PAGE.test(pathname)
    : (pathname === href || pathname.startsWith(`${href}/`)) && !SCHEDULE_PAGE.test(pathname);
}
