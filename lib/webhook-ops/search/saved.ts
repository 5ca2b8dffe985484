import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { cdb, consoleTables } from "@/lib/db/console";

const t = consoleTables.savedSearches;
const MAX_PER_USER = 50;

import type { SavedSearch } from "./types";
const toSaved = (r: typeof t.$inferSelect): SavedSearch => ({
  id: r.id,
  name: r.name,
  query: r.query,
  createdAt: r.createdAt.toISOString(),
});

export async function listSaved(userId: number): Promise<SavedSearch[]> {
  const rows = await cdb()
    .select()
    .from(t)
    .where(eq(t.userId, userId))
    .orderBy(desc(t.createdAt))
    .limit(MAX_PER_USER);
  return rows.map(toSaved);
}

export async function saveSearch(userId: number, name: string, query: string): Promise<SavedSearch | null> {
  if ((await listSaved(userId)).length >= MAX_PER_USER) return null;
  const [row] = await cdb().insert(t).values({ userId, name, query }).returning();
  return toSaved(row!);
}

export async function deleteSaved(userId: number, id: number): Promise<boolean> {
  const rows = await cdb()
    .delete(t)
    .where(and(eq(t.id, id), eq(t.userId, userId)))
    .returning({ id: t.id });
  return rows.length > 0;
}
