import path from "node:path";
import type { RoleName } from "../../lib/dev/roles";

export { DEMO_PASSWORD, emailOf, roles, type RoleName } from "../../lib/dev/roles";
export const storageStateOf = (role: RoleName) =>
  path.join(import.meta.dirname, "..", ".auth", `${role}.json`);
