import fs from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext } from "@playwright/test";
import type { RoleName } from "./roles";

// Every page of the signed-in console, read from the App Router's files at test time: a page added under
// app/(console) is swept without anyone adding it to a list. Route groups "(name)" vanish from the URL; a
// dynamic segment "[name]" is filled with a real id from the running app (see `fill` below).
export const CONSOLE_DIR = path.resolve(import.meta.dirname, "../../app/(console)");
export const AUTH_DIR = path.resolve(import.meta.dirname, "../../app/(auth)");

export function appRoutes(dir: string, segments: string[] = []): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile() && /^page\.(tsx|ts|jsx|js)$/.test(entry.name)) found.push(`/${segments.join("/")}`);
    // Private folders ("_x") and parallel-route slots ("@x") are not pages of their own.
    if (entry.isDirectory() && !/^[_@]/.test(entry.name)) {
      const next = /^\(.*\)$/.test(entry.name) ? segments : [...segments, entry.name];
      found.push(...appRoutes(path.join(dir, entry.name), next));
    }
  }
  return found.sort();
}

// A view of a page that only a query string reaches: checked too, as a page of its own.
const VIEWS: Record<string, string[]> = { "/leads": ["/leads?view=table"] };

type Ids = Record<string, string>;

// Real ids for each dynamic segment, read from the console's own API as the given session.
async function realIds(request: APIRequestContext): Promise<Ids> {
  const first = async (url: string) => {
    const res = await request.get(url);
    expect(res.ok(), `${url} answers`).toBe(true);
    return ((await res.json()) as { data: { id: number }[] }).data[0]?.id;
  };
  const projectId = await first("/api/projects?limit=1");
  const leadId = await first("/api/leads?limit=1");
  let subscriptionId = await first("/api/webhooks");
  if (subscriptionId === undefined) {
    // A fresh database has no subscription: make one, so its pages are swept too (needs a writer's session).
    const res = await request.post("/api/webhooks", {
      data: {
        url: "https://example.com/a11y-sweep",
        triggers: [{ resourceName: "project", eventType: "update" }],
      },
    });
    expect(res.ok(), "a subscription for the sweep is created").toBe(true);
    subscriptionId = ((await res.json()) as { data: { id: number } }).data.id;
  }
  // The sandbox's request inspector has recorded the reads above (its writes land within a second).
  let requestId: string | undefined;
  await expect
    .poll(async () => (requestId = (await first("/api/workbench/requests")) as unknown as string | undefined))
    .toBeTruthy();
  const ids = { projectId, leadId, subscriptionId, requestId };
  for (const [k, v] of Object.entries(ids)) expect(v, `a real ${k}`).toBeDefined();
  return Object.fromEntries(Object.entries(ids).map(([k, v]) => [k, String(v)]));
}

// The URLs to visit: every route with its dynamic segments filled, plus its query-string views. A segment no id
// is known for fails the sweep with a message naming it, rather than silently skipping the page.
export async function consolePages(request: APIRequestContext): Promise<string[]> {
  const ids = await realIds(request);
  return appRoutes(CONSOLE_DIR).flatMap((route) => {
    const url = route.replace(/\[([^\]]+)\]/g, (_, name: string) => {
      const id = ids[name];
      if (!id) throw new Error(`the sweep has no id for [${name}] in ${route}: add it to realIds()`);
      return id;
    });
    return [url, ...(VIEWS[route] ?? [])];
  });
}

// Where a role is sent instead of a page, by the pages' own guards (lib/auth/permissions.ts): "/" is the projects
// list, the audit log is the admin's, and a role that may not write is sent from a form to what it would change.
// Where a role is sent from a page it may not use, with what it was refused (lib/auth/refused.ts).
export function redirectOf(url: string, role: RoleName): string | undefined {
  if (url === "/") return "/projects";
  if (url === "/audit" && role !== "admin") return "/projects?refused=audit";
  if (url === "/settings/users" && role !== "admin") return "/projects?refused=users";
  if (url === "/settings/sso" && role !== "admin") return "/projects?refused=sso";
  if (url === "/workbench/reset" && role !== "admin") return "/workbench/inboxes?refused=reset-sandbox";
  const form = /^\/(projects|leads|webhooks)\/(?:new|(\d+)\/edit)$/.exec(url);
  if (!form || role !== "support") return undefined;
  const what = form[1]!.slice(0, -1);
  return form[2] ? `/${form[1]}/${form[2]}?refused=edit-${what}` : `/${form[1]}?refused=new-${what}`;
}
