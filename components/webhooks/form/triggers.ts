import type { TriggerRef, WebhookTrigger } from "@/lib/partner-api/contract";

// A trigger as one string, "project.create": the form holds the selection as these, and sets of them compare.
export const triggerKey = (t: TriggerRef) => `${t.resourceName}.${t.eventType}`;

export function triggerRef(key: string): TriggerRef {
  const dot = key.lastIndexOf(".");
  return { resourceName: key.slice(0, dot), eventType: key.slice(dot + 1) };
}

// The keys of a subscription's triggers that fire; inactive ones receive nothing and are not part of its set.
export const activeTriggerKeys = (triggers: readonly (TriggerRef & { isActive: boolean })[]) =>
  [...new Set(triggers.filter((t) => t.isActive).map(triggerKey))].sort();

// Whether two selections name the same triggers, in any order and with any repeats.
export function sameTriggerSet(a: readonly string[], b: readonly string[]): boolean {
  const sa = new Set(a);
  const sb = new Set(b);
  return sa.size === sb.size && [...sa].every((k) => sb.has(k));
}

export type TriggerOption = { key: string; label: string; eventLabel: string; description: string };
export type TriggerGroup = { resourceName: string; label: string; options: TriggerOption[] };

const EVENT_WORD = / (Created|Updated|Deleted)$/;

// Grouped by resource, named after the triggers' labels. Selected keys the catalog does not know get a group of
// their own, so they can still be seen and removed.
export function groupTriggers(
  catalog: readonly WebhookTrigger[],
  selected: readonly string[] = [],
): TriggerGroup[] {
  const groups = new Map<string, TriggerGroup>();
  for (const t of catalog) {
    const match = EVENT_WORD.exec(t.label);
    let g = groups.get(t.resourceName);
    if (!g) {
      g = {
        resourceName: t.resourceName,
        label: match ? t.label.slice(0, match.index) : t.resourceName,
        options: [],
      };
      groups.set(t.resourceName, g);
    }
    g.options.push({
      key: triggerKey(t),
      label: t.label,
      eventLabel: match?.[1] ?? t.eventType,
      description: t.description,
    });
  }
  const known = new Set(catalog.map(triggerKey));
  const unknown = [...new Set(selected)].filter((k) => !known.has(k)).sort();
  const out = [...groups.values()];
  if (unknown.length > 0)
    out.push({
      resourceName: "",
      label: "Not in the catalog",
      options: unknown.map((key) => ({ key, label: key, eventLabel: key, description: "" })),
    });
  return out;
}

export type GroupState = boolean | "indeterminate";

// A group's select-all box: ticked when all its triggers are, indeterminate when some are.
export function groupState(group: TriggerGroup, selected: ReadonlySet<string>): GroupState {
  const n = group.options.filter((o) => selected.has(o.key)).length;
  return n === 0 ? false : n === group.options.length ? true : "indeterminate";
}

// Ticking a group's box selects all of its triggers; unticking (or a click on an indeterminate box, which
// the checkbox reports as ticking) follows the same rule as a mail client: anything short of all becomes all.
export function toggleGroup(group: TriggerGroup, selected: readonly string[], select: boolean): string[] {
  const keys = group.options.map((o) => o.key);
  const rest = selected.filter((k) => !keys.includes(k));
  return select ? [...rest, ...keys] : rest;
}

export function toggleTrigger(selected: readonly string[], key: string, select: boolean): string[] {
  const rest = selected.filter((k) => k !== key);
  return select ? [...rest, key] : rest;
}
