import { z } from "zod";
import { consoleHandler } from "@/lib/api/handler";
import { ConsoleApiError } from "@/lib/api/errors";
import { setSessionEnvironment } from "@/lib/auth/sessions";
import { environments, publicEnvironment } from "@/lib/partner-api/environments";

// POST /api/session/environment — pick the Partner API environment for this session
export const POST = consoleHandler(
  {
    permission: "records:read",
    body: z.object({ name: z.string().min(1) }),
    audit: { operation: "session.environment", target: ({ body }) => body.name },
  },
  async ({ user, body }) => {
    const env = environments().find((e) => e.name === body.name);
    if (!env)
      throw new ConsoleApiError(400, "validation_failed", `No environment named "${body.name}".`, [
        { path: "name", message: "unknown environment" },
      ]);
    await setSessionEnvironment(user.sessionId, env.name);
    return { data: publicEnvironment(env) };
  },
);
