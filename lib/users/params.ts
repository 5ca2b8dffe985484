import { z } from "zod";
import { roles, userStatuses } from "@/lib/db/console-schema";

// The users and account routes' inputs, every text bounded.
export const userIdParams = z.object({ userId: z.coerce.number().int().positive().max(2_147_483_647) });
export const sessionParams = z.object({ handle: z.string().regex(/^[A-Za-z0-9_-]{22}$/) });

export const memberQuery = z.object({ q: z.string().max(200).optional() }).strict();

const name = z.string().trim().min(1, "enter a name").max(100);
export const inviteBody = z
  .object({
    email: z.string().trim().toLowerCase().max(200).pipe(z.email("enter an email address")),
    name,
    role: z.enum(roles),
  })
  .strict();

export const memberChangeBody = z
  .object({ role: z.enum(roles).optional(), status: z.enum(userStatuses).optional() })
  .strict()
  .refine((b) => b.role !== undefined || b.status !== undefined, "give a role or a status");

export const accountBody = z
  .object({ name: name.optional(), defaultEnvironment: z.string().max(100).nullable().optional() })
  .strict();

// Bounded above the password rules' 72 so a too-long one gets the rule's own message.
export const passwordBody = z
  .object({ currentPassword: z.string().max(200), newPassword: z.string().max(200) })
  .strict();

export const setPasswordBody = z
  .object({ token: z.string().max(100), password: z.string().max(200) })
  .strict();
