// The configuration `npm run serve` needs, checked before the server loads: one line per wrong or missing
// variable, so a deployment's mistake reads as such and not as a stack trace from deep in a request.
import { z } from "zod";

const url = (protocols) =>
  z
    .url({ error: `must be a URL (${protocols.join(" or ")})` })
    .refine(
      (u) => protocols.includes(new URL(u).protocol.replace(/:$/, "")),
      `must be a URL (${protocols.join(" or ")})`,
    );
const int = (min, max, fallback) =>
  z
    .string()
    .default(String(fallback))
    .refine(
      (v) => /^\d+$/.test(v) && Number(v) >= min && Number(v) <= max,
      `must be a whole number from ${min} to ${max}`,
    )
    .transform(Number);

const schema = z.object({
  DATABASE_URL: url(["postgres", "postgresql"]),
  NEXTAUTH_SECRET: z.string({ error: "is missing" }).min(32, "must be at least 32 characters"),
  APP_URL: url(["http", "https"]).optional(),
  NEXTAUTH_URL: url(["http", "https"]).optional(),
  PORT: int(1, 65535, 3000),
  HOST: z.string().min(1, "must not be empty").default("0.0.0.0"),
  SHUTDOWN_GRACE_S: int(1, 600, 25),
  DATABASE_POOL_MAX: int(1, 1000, 10),
});

// Empty values count as unset (`FOO=` in an env file).
export function parseServeConfig(env) {
  const given = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ""));
  const result = schema.safeParse(given);
  if (result.success) return { config: result.data, problems: [] };
  const problems = result.error.issues.map((i) => {
    const name = String(i.path[0]);
    return `${name} ${given[name] === undefined ? "is missing" : i.message}`;
  });
  return { problems: [...new Set(problems)] };
}
