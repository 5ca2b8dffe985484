// npm run user:add -- --email someone@example.com --role manager [--password …]
// Adds a console user (or resets an existing one's role and password). Without --password it asks for one
// on the terminal; with neither it fails.
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import { plainFailure } from "./lib/start-error";
import { withScriptDb } from "./lib/script-db";

const ROLES = ["admin", "manager", "support"] as const;

async function askPassword(): Promise<string> {
  if (!process.stdin.isTTY) throw new Error("no --password given and no terminal to ask on");
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const answer = await rl.question("Password (at least 10 characters): ");
  rl.close();
  return answer;
}

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: "string" },
      role: { type: "string" },
      password: { type: "string" },
      name: { type: "string" },
    },
  });
  const email = values.email?.trim();
  if (!email || !/^[^\s@]+@[^\s@]+$/.test(email)) throw new Error("--email must be an email address");
  const role = values.role as (typeof ROLES)[number];
  if (!ROLES.includes(role)) throw new Error(`--role must be one of ${ROLES.join(", ")}`);
  const password = values.password ?? (await askPassword());
  const { passwordProblem } = await import("../lib/auth/passwords");
  const problem = passwordProblem(password);
  if (problem) throw new Error(problem);

  await withScriptDb(
    async () => {
      const { upsertUser } = await import("../lib/auth/users");
      const { created, revoked } = await upsertUser({ email, role, password, name: values.name });
      console.log(
        created ? `added ${email} (${role})` : `updated ${email} (${role}); ${revoked} session(s) signed out`,
      );
    },
    { migrateConsole: true },
  );
}

main().catch((err) => {
  console.error(plainFailure(err, "npm run user:add"));
  process.exit(1);
});
