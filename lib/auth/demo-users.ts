import "server-only";
import type { Role } from "@/lib/db/console-schema";
import { insertUserIfAbsent } from "./users";

// Fixed demo logins, one per role, so scripts and tests can sign in. Only ever created in sandbox mode.
export const DEMO_PASSWORD = "console-demo";
export const demoUsers: { email: string; role: Role; name: string }[] = [
  { email: "admin@example.com", role: "admin", name: "Ada Admin" },
  { email: "manager@example.com", role: "manager", name: "Max Manager" },
  { email: "support@example.com", role: "support", name: "Sam Support" },
];

// Instances starting together each run this; the insert that loses the race changes nothing.
export async function seedDemoUsers() {
  for (const d of demoUsers) await insertUserIfAbsent({ ...d, password: DEMO_PASSWORD });
}
