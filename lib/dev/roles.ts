// The demo logins (lib/auth/demo-users.ts seeds them in sandbox mode), shared by the browser tests and the
// benches and perf scripts that sign in as them.
export const roles = ["admin", "manager", "support"] as const;
export type RoleName = (typeof roles)[number];
export const DEMO_PASSWORD = "console-demo";
export const emailOf = (role: RoleName) => `${role}@example.com`;
