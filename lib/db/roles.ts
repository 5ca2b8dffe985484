// The console's roles, apart from the schema so that client components can list them without drizzle.
export const roles = ["admin", "manager", "support"] as const;
export type Role = (typeof roles)[number];
