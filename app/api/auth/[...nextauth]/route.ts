import NextAuth from "next-auth";
import { boundedNextAuth } from "@/lib/api/bounded-next-auth";
import { authOptions } from "@/lib/auth/options";

// /api/auth/* — next-auth's sign-in, sign-out, session and CSRF endpoints, behind a bounded body reader.
const handler = boundedNextAuth(NextAuth(authOptions));
export { handler as GET, handler as POST };
