import path from "node:path";

export const roles = ["admin", "manager", "support"] as const;
export type RoleName = (typeof roles)[number];
export const DEMO_PASSWORD = "console-demo";
export const emailOf = (role: RoleName) => `${role}@example.com`;
export const storageStateOf = (role: RoleName) =>
  path.join(import.meta.dirname, "..", ".auth", `${role}.json`);
