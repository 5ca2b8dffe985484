import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { environments } from "@/lib/partner-api/environments";
import { verifyPassword } from "./passwords";
import { ABSOLUTE_MS, createSession, revokeSession } from "./sessions";
import { accountKey, addressKey, clearFailures, recordFailure, throttleWaitMs } from "./throttle";
import { findUserByEmail } from "./users";

export const SIGN_IN_FAILED = "Email or password is incorrect.";
const MIN_FAILURE_MS = 400;

function clientAddress(headers: Record<string, unknown> | undefined): string {
  const fwd = headers?.["x-forwarded-for"];
  const first = typeof fwd === "string" ? fwd.split(",")[0]?.trim() : undefined;
  return first || "unknown";
}

export const authOptions: NextAuthOptions = {
  secret: process.env.NEXTAUTH_SECRET,
  session: { strategy: "jwt", maxAge: ABSOLUTE_MS / 1000 },
  pages: { signIn: "/sign-in", error: "/sign-in" },
  providers: [
    CredentialsProvider({
      name: "Email",
      credentials: {
        email: { label: "Email", type: "email" },
        password: { label: "Password", type: "password" },
      },
      async authorize(credentials, req) {
        const started = Date.now();
        const email = String(credentials?.email ?? "")
          .trim()
          .toLowerCase();
        const password = String(credentials?.password ?? "");
        const keys = [accountKey(email), addressKey(clientAddress(req?.headers))];
        const wait = await throttleWaitMs(keys);
        if (wait > 0)
          throw new Error(`Too many failed sign-ins. Try again in ${Math.ceil(wait / 1000)} seconds.`);
        const user = email ? await findUserByEmail(email) : undefined;
        if (!(await verifyPassword(password, user?.passwordHash)) || !user) {
          await recordFailure(keys);
          // Unknown email and wrong password answer alike, in the same time.
          await new Promise((r) => setTimeout(r, Math.max(0, MIN_FAILURE_MS - (Date.now() - started))));
          return null;
        }
        await clearFailures(accountKey(email));
        const sid = await createSession(user.id, environments()[0]!.name);
        return {
          id: String(user.id),
          email: user.email,
          name: user.name ?? user.email,
          role: user.role,
          sid,
        };
      },
    }),
  ],
  callbacks: {
    async jwt({ token, user }) {
      if (user) {
        token.sid = user.sid;
        token.role = user.role;
      }
      return token;
    },
    async session({ session, token }) {
      session.sid = token.sid;
      if (session.user) session.user.role = token.role;
      return session;
    },
  },
  events: {
    async signOut({ token }) {
      if (token?.sid) await revokeSession(token.sid);
    },
  },
};
