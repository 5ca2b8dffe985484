import { z } from "zod";
import { consoleHandler } from "@/lib/api/handler";
import { ConsoleApiError } from "@/lib/api/errors";
import { auditText } from "@/lib/audit-log/bound";
import { setSessionEnvironment } from "@/lib/auth/sessions";
import { environments, publicEnvironment } from "@/lib/partner-api/environments";

// POST /api/session/environment — pick the Partner API environment for this session
export const POST = consoleHandler(
  {
    permission: "records:read",
    body: z.object({ name: z.string().min(1) }),
    // The target is a configured environment's name, never what the request said: a refused switch is recorded
    // as "unknown environment", the name it asked for only in the error's detail, bounded and escaped.
    audit: {
      operation: "session.environment",
      target: ({ body }) =>
        environments().some((e) => e.name === body.name) ? body.name : "unknown environment",
    },
  },
  async ({ user, body }) => {
    const env = environments().find((e) => e.name === body.name);
    if (!env)
      throw new ConsoleApiError(
        400,
        "validation_failed",
        `No environment named "${auditText(body.name, 80)}".`,
        [{ path: "name", message: "unknown environment" }],
      );
    await setSessionEnvironment(user.sessionId, env.name);
    return { data: publicEnvironment(env) };
  },
);
