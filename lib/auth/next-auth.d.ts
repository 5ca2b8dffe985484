import type { Role } from "@/lib/db/console-schema";

declare module "next-auth" {
  interface User {
    role: Role;
    sid: string;
  }
  interface Session {
    sid?: string;
    user?: { name?: string | null; email?: string | null; image?: string | null; role?: Role };
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    sid?: string;
    role?: Role;
  }
}
