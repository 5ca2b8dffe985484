import "server-only";
import { trustedForwarded } from "@/lib/http/forwarded";
import { mailPasswordLink } from "./mail";
import type { LinkIssued, TeamMember } from "./types";

// The console's own address for a link sent out: APP_URL (or NEXTAUTH_URL) when set, else the Host the admin's
// request came to (X-Forwarded-* only behind trusted proxies, as for the origin check).
function appOrigin(req: Request): string {
  const configured = process.env.APP_URL || process.env.NEXTAUTH_URL;
  if (configured) return new URL(configured).origin;
  const host = trustedForwarded(req.headers, "x-forwarded-host") ?? req.headers.get("host");
  const proto = trustedForwarded(req.headers, "x-forwarded-proto") ?? "http";
  return host ? `${proto}://${host}` : new URL(req.url).origin;
}

// The link is shown once to the admin (this answer is never cached or stored) and emailed when SMTP is set.
export async function issueLink(
  req: Request,
  member: TeamMember,
  token: string,
  purpose: "invite" | "reset",
): Promise<LinkIssued> {
  const link = `${appOrigin(req)}/set-password?token=${token}`;
  const emailed = await mailPasswordLink(member, link, purpose);
  return { user: member, link, emailed };
}
