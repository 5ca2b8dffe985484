import "server-only";
import { getServerSession } from "next-auth";
import { cache } from "react";
import type { Role } from "@/lib/db/console-schema";
import { environmentByName, type PartnerEnvironment } from "@/lib/partner-api/environments";
import { authOptions } from "./options";
import { liveSession } from "./sessions";
import { findUserById } from "./users";

export type ConsoleUser = {
  id: number;
  email: string;
  name: string;
  role: Role;
  sessionId: string;
  environment: PartnerEnvironment;
};

// The signed-in user of this request, or null: the cookie must be valid AND its server-side session live.
export const currentUser = cache(async (): Promise<ConsoleUser | null> => {
  const session = await getServerSession(authOptions);
  if (!session?.sid) return null;
  const live = await liveSession(session.sid);
  if (!live) return null;
  const user = await findUserById(live.userId);
  if (!user) return null;
  return {
    id: user.id,
    email: user.email,
    name: user.name ?? user.email,
    role: user.role,
    sessionId: live.id,
    environment: environmentByName(live.environment),
  };
});
