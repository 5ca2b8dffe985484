import "server-only";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { cdb, consoleTables } from "@/lib/db/console";
import type { Role } from "@/lib/db/console-schema";
import type { NotificationChannel, NotificationKind, Preferences } from "../types";

const t = consoleTables.notificationPreferences;
const ALL_KINDS: NotificationKind[] = ["warning", "disabled", "paused", "recovered"];

// Support and managers act on failing endpoints, so they hear of them unless they opt out; admins opt in.
export function defaultPreferences(role: Role): Preferences {
  const on = role === "support" || role === "manager";
  return {
    kinds: on ? ALL_KINDS : [],
    channels: on ? ["in_app", "email"] : ["in_app"],
    webhookUrl: null,
    webhookSecret: null,
    isDefault: true,
  };
}

export async function readPreferences(userId: number, role: Role): Promise<Preferences> {
  const [row] = await cdb().select().from(t).where(eq(t.userId, userId));
  if (!row) return defaultPreferences(role);
  return {
    kinds: row.kinds,
    channels: row.channels,
    webhookUrl: row.webhookUrl,
    webhookSecret: row.webhookSecret,
    isDefault: false,
  };
}

// A secret is made when a webhook URL is first set, and kept while one stays set (the receiver verifies with it).
export async function savePreferences(
  userId: number,
  role: Role,
  p: { kinds: NotificationKind[]; channels: NotificationChannel[]; webhookUrl: string | null },
): Promise<Preferences> {
  const before = await readPreferences(userId, role);
  const webhookSecret = p.webhookUrl
    ? (before.webhookSecret ?? `whsec_${randomBytes(24).toString("base64url")}`)
    : null;
  const values = { ...p, webhookSecret, updatedAt: new Date() };
  await cdb()
    .insert(t)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: t.userId, set: values });
  return { ...p, webhookSecret, isDefault: false };
}
