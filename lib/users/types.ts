import type { Role } from "@/lib/db/console-schema";

// A user as the users page shows it (never a password hash or SSO identity details).
export type TeamMember = {
  id: number;
  email: string;
  name: string | null;
  role: Role;
  // "override": an admin changed the role the identity provider maps this user to, until their next SSO sign-in.
  roleSource: "provider" | "override" | "console";
  status: "active" | "disabled";
  signInMethod: "password" | "sso";
  hasPassword: boolean;
  lastSignInAt: string | null;
  activeSessions: number;
};

// One of the signed-in user's own sessions; `handle` stands for its id, which never leaves the server.
export type OwnSession = {
  handle: string;
  device: string;
  address: string | null;
  signedInAt: string;
  lastSeenAt: string;
  current: boolean;
};

export type Account = {
  email: string;
  name: string | null;
  role: Role;
  hasPassword: boolean;
  defaultEnvironment: string | null;
  environments: string[];
};

// What an admin sees once after an invitation or a reset: the link, and whether it was also emailed.
export type LinkIssued = { user: TeamMember; link: string; emailed: "sent" | "failed" | "not-configured" };
