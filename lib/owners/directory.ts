import "server-only";
import { z } from "zod";
import { isSandboxMode, type PartnerEnvironment } from "@/lib/partner-api/environments";

// Owners are the partner's own users (a project's `ownerId`). The Partner API lists no users ("team members:
// not shown"), so the console keeps a directory of them to offer owners by name: OWNER_DIRECTORY, a JSON list
// of { id, name, environment? } (no environment: every environment). In sandbox mode, without the setting, it
// names the users the sandbox's seed assigns as owners (ids 101–108).
export type Owner = { id: number; name: string };

const entry = z.object({
  id: z.int().positive(),
  name: z.string().trim().min(1).max(120),
  environment: z.string().optional(),
});

const SANDBOX_OWNERS: Owner[] = [
  "Ana Ruiz",
  "Ben Carter",
  "Chloe Nguyen",
  "David Okafor",
  "Emma Larsen",
  "Farid Haddad",
  "Grace Kim",
  "Hugo Martin",
].map((name, i) => ({ id: 101 + i, name }));

let parsed: z.infer<typeof entry>[] | undefined;
function configured() {
  const raw = process.env.OWNER_DIRECTORY;
  if (!raw) return undefined;
  parsed ??= z.array(entry).parse(JSON.parse(raw));
  return parsed;
}

export function ownersOf(env: PartnerEnvironment): Owner[] {
  const list = configured();
  if (list) return list.filter((o) => !o.environment || o.environment === env.name);
  return isSandboxMode() && env.kind === "sandbox" ? SANDBOX_OWNERS : [];
}

// Owners whose name or id matches the typed text, names starting with it first.
export function findOwners(owners: Owner[], q: string | undefined, limit = 20): Owner[] {
  const needle = q?.trim().toLowerCase().replace(/^#/, "") ?? "";
  const hits = owners.filter(
    (o) => !needle || o.name.toLowerCase().includes(needle) || String(o.id) === needle,
  );
  const rank = (o: Owner) => (String(o.id) === needle ? 0 : o.name.toLowerCase().startsWith(needle) ? 1 : 2);
  return hits.sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name)).slice(0, limit);
}
