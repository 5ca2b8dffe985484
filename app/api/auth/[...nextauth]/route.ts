import NextAuth from "next-auth";
import { refuseBadCallback } from "@/lib/auth/callback-guard";
import { authOptions } from "@/lib/auth/options";

// /api/auth/* — next-auth's sign-in, sign-out, session and CSRF endpoints.
const nextAuth = NextAuth(authOptions);
const handler = (req: Request, ctx: unknown) => refuseBadCallback(req) ?? nextAuth(req, ctx);
export { handler as GET, handler as POST };
