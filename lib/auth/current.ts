import "server-only";
import { cookies } from "next/headers";
import { cache } from "react";
import type { Role } from "@/lib/db/console-schema";
import { RequestCookies } from "next/dist/compiled/@edge-runtime/cookies";
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

// The same for a route handler, from the request's own Cookie header read by Next's own request-cookie parser:
// next/headers' cookies() in a route handler also builds the response's mutable cookie jar on first use, a
// measurable share of a console API request (issue 15).
export function requestUser(req: Request): Promise<ConsoleUser | null> {
  const jar = new RequestCookies(req.headers);
  return userOf((name) => jar.get(name)?.value);
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
