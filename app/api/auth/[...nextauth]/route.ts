import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { boundedNextAuth } from "@/lib/api/bounded-next-auth";
import { refuseBadCallback } from "@/lib/auth/callback-guard";
import { authOptions } from "@/lib/auth/options";

// /api/auth/* — next-auth's sign-in, sign-out, session and CSRF endpoints: a bad callbackUrl refused first, then
// the body read within its cap.
const nextAuth = boundedNextAuth(NextAuth(authOptions));
const handler = (req: NextRequest, ctx: Parameters<typeof nextAuth>[1]) =>
  refuseBadCallback(req) ?? nextAuth(req, ctx);
export { handler as GET, handler as POST };
