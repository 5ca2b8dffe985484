import "server-only";
import { and, eq, inArray, notInArray } from "drizzle-orm";
import { cdb, consoleTables } from "@/lib/db/console";
import { ssoConfig } from "./config";

const KEY = "require_sso";
const u = consoleTables.users;
const settings = consoleTables.settings;

export type SsoSettings = { requireSso: boolean; breakGlassUserIds: number[] };

export async function requireSsoOn(): Promise<boolean> {
  const [row] = await cdb().select().from(settings).where(eq(settings.key, KEY));
  return (row?.value as { required?: unknown } | undefined)?.required === true;
}

export async function readSsoSettings(): Promise<SsoSettings> {
  const breakGlass = await cdb().select({ id: u.id }).from(u).where(eq(u.breakGlass, true)).orderBy(u.id);
  return { requireSso: await requireSsoOn(), breakGlassUserIds: breakGlass.map((r) => r.id) };
}

// The setting and the break-glass admins change together, in one transaction.
export async function writeSsoSettings(next: SsoSettings, by: number): Promise<SsoSettings> {
  await cdb().transaction(async (tx) => {
    await tx
      .insert(settings)
      .values({ key: KEY, value: { required: next.requireSso }, updatedBy: by })
      .onConflictDoUpdate({
        target: settings.key,
        set: { value: { required: next.requireSso }, updatedBy: by, updatedAt: new Date() },
      });
    await tx
      .update(u)
      .set({ breakGlass: false })
      .where(and(eq(u.breakGlass, true), notInArray(u.id, next.breakGlassUserIds)));
    if (next.breakGlassUserIds.length)
      await tx.update(u).set({ breakGlass: true }).where(inArray(u.id, next.breakGlassUserIds));
  });
  return readSsoSettings();
}

// Why a correct password may not sign this user in, or undefined: while SSO is required, only active
// break-glass admins use a password. Checked after the password, so a guesser learns nothing of the account.
export async function passwordRefusal(user: {
  role: string;
  breakGlass: boolean;
}): Promise<string | undefined> {
  const config = ssoConfig();
  if (!config || !(await requireSsoOn())) return undefined;
  if (user.breakGlass && user.role === "admin") return undefined;
  return `Single sign-on is required: use "Sign in with ${config.name}".`;
}
