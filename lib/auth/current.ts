import "server-only";
import { cookies } from "next/headers";
import { cache } from "react";
import type { Role } from "@/lib/db/console-schema";
import { cookieReader } from "@/lib/http/cookie-header";
import { environmentByName, type PartnerEnvironment } from "@/lib/partner-api/environments";
import { authOptions } from "./options";
import { liveSession } from "./sessions";
import { decodeSessionToken, sessionCookieValue } from "./session-token";

export type ConsoleUser = {
  id: number;
  email: string;
  name: string;
  role: Role;
  sessionId: string;
  environment: PartnerEnvironment;
};

// next-auth's choice of cookie name: the __Secure- prefix when the app's URL is https.
const secureCookies = () =>
  authOptions.useSecureCookies ?? (process.env.NEXTAUTH_URL ?? "").startsWith("https://");

// The signed-in user of this request, or null: the cookie must be valid AND its server-side session live.
export const currentUser = cache(async (): Promise<ConsoleUser | null> => {
  const jar = await cookies();
  return userOf((name) => jar.get(name)?.value);
});

// The same for a route handler, from the request's own Cookie header (lib/http/cookie-header.ts says why).
export function requestUser(req: Request): Promise<ConsoleUser | null> {
  return userOf(cookieReader(req.headers.get("cookie")));
}

async function userOf(cookie: (name: string) => string | undefined): Promise<ConsoleUser | null> {
  const token = sessionCookieValue(cookie, secureCookies());
  const secret = authOptions.secret;
  if (!token || !secret) return null;
  const claims = await decodeSessionToken(token, secret);
  if (!claims) return null;
  const live = await liveSession(claims.sid);
  if (!live) return null;
  return {
    id: live.userId,
    email: live.email,
    name: live.name ?? live.email,
    role: live.role,
    sessionId: live.id,
    environment: environmentByName(live.environment),
  };
}
