// An audit entry's target ("lead 9", "project 7 milestone 92", "webhook 3 delivery 41", "webhook 2 → 5 (old one
// disabled)", "Project custom field "Ref" (id 4)") cut into text and links to the records' pages. Targets are
// free text written over the console's life, so anything not recognised stays plain text.
export type TargetPart = { text: string; href?: string };

const TOKEN = /\b(project|lead|webhook|milestone|delivery) ([A-Za-z0-9_-]+)|→ (\d+)|\b(custom field) /g;
const PAGES: Record<string, string> = { project: "/projects", lead: "/leads", webhook: "/webhooks" };

export function targetParts(target: string, operation: string): TargetPart[] {
  // A deleted record has no page to open.
  const deleted = operation.endsWith(".delete");
  const parts: TargetPart[] = [];
  let parent: { noun: string; id: string } | undefined;
  let at = 0;
  for (const m of target.matchAll(TOKEN)) {
    if (m.index > at) parts.push({ text: target.slice(at, m.index) });
    at = m.index + m[0].length;
    const [text, noun, id, copyId, customField] = m;
    if (customField) {
      parts.push({ text: "custom field", href: "/custom-fields" }, { text: " " });
      continue;
    }
    if (copyId && parent?.noun === "webhook") {
      // "webhook 2 → 5": the copy a recreate made.
      parts.push({ text: "→ " }, { text: `webhook ${copyId}`, href: `/webhooks/${copyId}` });
      continue;
    }
    if (!noun || !id) {
      parts.push({ text });
      continue;
    }
    let href: string | undefined;
    if (PAGES[noun] && /^\d+$/.test(id)) href = `${PAGES[noun]}/${id}`;
    // A milestone opens on its parent's schedule; a delivery on its subscription's delivery log.
    else if (noun === "milestone" && parent && parent.noun !== "webhook")
      href = `${PAGES[parent.noun]}/${parent.id}/schedule`;
    else if (noun === "delivery" && parent?.noun === "webhook") href = `/webhooks/${parent.id}/health`;
    if (PAGES[noun]) parent = { noun, id };
    parts.push(deleted ? { text } : { text, href });
  }
  if (at < target.length) parts.push({ text: target.slice(at) });
  if (deleted && parts.length) parts.push({ text: " (deleted)" });
  return parts;
}
