import { z } from "zod";

// Scopes named by the spec, plus the read scopes it leaves "not shown" for contacts, vendors, daily logs and
// tasks, which follow its `<level>:<area>` pattern.
export const scopes = [
  "read:projects",
  "write:projects",
  "admin:projects",
  "read:leads",
  "write:leads",
  "admin:leads",
  "read:schedule",
  "write:schedule",
  "admin:schedule",
  "read:contacts",
  "write:contacts",
  "read:vendors",
  "write:vendors",
  "read:daily-logs",
  "write:daily-logs",
  "read:tasks",
  "write:tasks",
] as const;

export const scope = z.enum(scopes);
export type Scope = z.infer<typeof scope>;

export const readScopes = scopes.filter((s) => s.startsWith("read:"));

export const tokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal("Bearer"),
  expires_in: z.int().positive(),
  scope: z.string(),
});
export type TokenResponse = z.infer<typeof tokenResponse>;
