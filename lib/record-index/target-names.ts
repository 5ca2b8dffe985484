import "server-only";
import { and, eq, inArray, or } from "drizzle-orm";
import { cdb, consoleTables } from "@/lib/db/console";
import { environmentByName } from "@/lib/partner-api/environments";
import { RECORD } from "@/lib/audit-log/target-keys";
import { indexKey, indexSettings } from "./config";

const t = consoleTables.indexRecords;

type Ref = { environment: string; kind: "project" | "lead"; id: number };

// Index names for an audit page's targets, keyed by targetKey; here because lib/audit-log sits below the index.
// Names are today's; a record the index does not hold keeps its bare id.
export async function targetNames(
  rows: { environment: string; target: string | null }[],
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  if (!indexSettings().enabled) return names;
  const byEnv = new Map<string, Ref[]>();
  for (const r of rows) {
    const m = r.target ? RECORD.exec(r.target) : null;
    if (!m) continue;
    const list = byEnv.get(r.environment) ?? [];
    list.push({ environment: r.environment, kind: m[1] as Ref["kind"], id: Number(m[2]) });
    byEnv.set(r.environment, list);
  }
  for (const [environment, refs] of byEnv) {
    const key = indexKey(environmentByName(environment));
    const kinds = (["project", "lead"] as const).map((kind) => {
      const ids = refs.filter((r) => r.kind === kind).map((r) => r.id);
      return ids.length ? and(eq(t.kind, kind), inArray(t.id, ids)) : undefined;
    });
    const found = await cdb()
      .select({ kind: t.kind, id: t.id, name: t.name })
      .from(t)
      .where(and(eq(t.environment, key), or(...kinds)))
      .catch(() => []);
    for (const f of found) names.set(`${environment}|${f.kind}|${f.id}`, f.name);
  }
  return names;
}
