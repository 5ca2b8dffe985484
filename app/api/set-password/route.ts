import { ConsoleApiError, errorJson } from "@/lib/api/errors";
import { isCrossSite } from "@/lib/api/origin";
import { readJson } from "@/lib/api/read-json";
import { passwordProblem } from "@/lib/auth/passwords";
import { clientAddress } from "@/lib/http/client-address";
import { logger } from "@/lib/logger";
import { LINK_PROBLEMS } from "@/lib/users/password-links";
import { setPasswordBody } from "@/lib/users/params";
import { setPasswordWithLink } from "@/lib/users/set-password";

const refuse = (status: number, code: string, message: string, path?: string) =>
  errorJson(status, code, message, path ? [{ path, message }] : undefined);

// POST /api/set-password — public: a one-time link's token and the new password; the link is then used up.
// Same-origin only, bounded input, and the console's error envelope (never a 500 with details).
export async function POST(req: Request): Promise<Response> {
  try {
    if (isCrossSite(req)) return refuse(403, "cross_site", "Cross-site requests are refused.");
    const parsed = setPasswordBody.safeParse(await readJson(req));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const path = issue?.path.join(".") || "body";
      return refuse(400, "validation_failed", `${path}: ${issue?.message}`, path);
    }
    const problem = passwordProblem(parsed.data.password);
    if (problem) return refuse(400, "validation_failed", `password: ${problem}`, "password");
    const result = await setPasswordWithLink(parsed.data.token, parsed.data.password, {
      address: clientAddress(Object.fromEntries(req.headers)),
      userAgent: req.headers.get("user-agent") ?? undefined,
    });
    if (!result.ok) return refuse(410, `link_${result.problem}`, LINK_PROBLEMS[result.problem]);
    return Response.json({ data: { email: result.email } }, { headers: { "Cache-Control": "no-store" } });
  } catch (err) {
    if (err instanceof ConsoleApiError) return errorJson(err.status, err.code, err.message, err.details);
    logger.error({ err }, "set-password failed");
    return errorJson(500, "internal_error", "Something went wrong on the console's side.");
  }
}
