import "server-only";
import { eq } from "drizzle-orm";
import { consoleTables, type ConsoleTx } from "@/lib/db/console";
import type { NotificationChannel } from "@/lib/db/console-schema";
import { notificationKindOf, type TransitionKind } from "../types";
import { defaultPreferences } from "./preferences";

const users = consoleTables.users;
const prefs = consoleTables.notificationPreferences;

// Who hears of a transition, on which channels: every active user whose choices (or role's defaults) include its
// kind. The webhook channel counts only with a URL set; email only with SMTP configured (else nothing to send).
export async function recipientsOf(
  tx: ConsoleTx,
  kind: string,
): Promise<{ userId: number; channel: NotificationChannel }[]> {
  const wanted = notificationKindOf[kind as TransitionKind];
  if (!wanted) return [];
  const rows = await tx
    .select({ id: users.id, role: users.role, p: prefs })
    .from(users)
    .leftJoin(prefs, eq(prefs.userId, users.id))
    .where(eq(users.status, "active"));
  const out: { userId: number; channel: NotificationChannel }[] = [];
  for (const r of rows) {
    const p = r.p ?? defaultPreferences(r.role);
    if (!p.kinds.includes(wanted)) continue;
    for (const channel of p.channels) {
      if (channel === "webhook" && !p.webhookUrl) continue;
      if (channel === "email" && !process.env.SMTP_URL) continue;
      out.push({ userId: r.id, channel });
    }
  }
  return out;
}
