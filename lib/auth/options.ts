import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { headers } from "next/headers";
import { recordSecurityEvent } from "@/lib/audit-log/security";
import { safeCallbackUrl } from "./callback-url";
import { clientAddress } from "@/lib/http/client-address";
import { verifyPassword } from "./passwords";
import { signInEnvironment } from "./sign-in-environment";
import { ABSOLUTE_MS, createSession, revokeSession } from "./sessions";
import { clearFailures, recordFailure, throttleKeys, throttleState } from "./throttle";
import { findUserByEmail, markSignedIn, signInRefusal } from "./users";
import { authLogger } from "./auth-logger";
import { ssoConfig } from "./sso/config";
import { oidcProvider, SSO_PROVIDER_ID, type IdTokenClaims } from "./sso/provider";
import { passwordRefusal } from "./sso/require-sso";
import { ssoSignIn } from "./sso/sign-in";

export const SIGN_IN_FAILED = "Email or password is incorrect.";
const MIN_FAILURE_MS = 400;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const userAgentOf = (h: Record<string, unknown> | undefined) =>
  typeof h?.["user-agent"] === "string" ? h["user-agent"] : undefined;

// Read once: a half-made SSO configuration stops the server at boot (lib/console-boot.ts) with its message.
const sso = ssoConfig();

export const authOptions: NextAuthOptions = {
  secret: process.env.NEXTAUTH_SECRET,
  session: { strategy: "jwt", maxAge: ABSOLUTE_MS / 1000 },
  pages: { signIn: "/sign-in", error: "/sign-in" },
  logger: authLogger,
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
        const address = clientAddress(req?.headers);
        const who = { email, address, userAgent: userAgentOf(req?.headers) };
        const keys = throttleKeys(email, address);
        const { refuseMs, slowMs } = await throttleState(keys);
        if (refuseMs > 0) {
          await recordSecurityEvent({ ...who, operation: "auth.sign-in-throttled", outcome: "error" });
          throw new Error(`Too many failed sign-ins. Try again in ${Math.ceil(refuseMs / 1000)} seconds.`);
        }
        // An account under attack from elsewhere is slowed down, never locked: its owner still gets in.
        if (slowMs > 0) await sleep(slowMs);
        const user = email ? await findUserByEmail(email) : undefined;
        // A disabled user, or one without a password (invited, SSO only), fails as a wrong password does, in
        // the same time: the password is checked either way.
        const refusal = user && signInRefusal(user);
        if (!(await verifyPassword(password, user?.passwordHash)) || !user || refusal) {
          await recordFailure(keys);
          await recordSecurityEvent({
            ...who,
            userId: user?.id,
            role: user?.role,
            operation: "auth.sign-in-failed",
            outcome: "error",
            detail: !user ? "unknown email" : (refusal ?? "wrong password"),
          });
          // Unknown email and wrong password answer alike, in the same time.
          await sleep(Math.max(0, MIN_FAILURE_MS - (Date.now() - started)));
          return null;
        }
        await clearFailures(keys);
        const ssoOnly = await passwordRefusal(user);
        if (ssoOnly) {
          await recordSecurityEvent({
            ...who,
            userId: user.id,
            role: user.role,
            operation: "auth.sign-in-failed",
            outcome: "error",
            detail: "password refused: single sign-on required",
          });
          throw new Error(ssoOnly);
        }
        const sid = await createSession(user.id, signInEnvironment(user.defaultEnvironment), who);
        await markSignedIn(user.id, "password");
        await recordSecurityEvent({
          ...who,
          userId: user.id,
          role: user.role,
          operation: "auth.sign-in",
          outcome: "ok",
        });
        return {
          id: String(user.id),
          email: user.email,
          name: user.name ?? user.email,
          role: user.role,
          sid,
        };
      },
    }),
    // Single sign-on, when OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are set (lib/auth/sso/).
    ...(sso ? [oidcProvider(sso)] : []),
  ],
  callbacks: {
    async signIn({ user, account, profile }) {
      if (account?.provider !== SSO_PROVIDER_ID || !sso) return true;
      return ssoSignIn(sso, user, profile as IdTokenClaims);
    },
    // Only the app's own pages, whatever callbackUrl a link carried (see callback-url.ts).
    async redirect({ url, baseUrl }) {
      return `${baseUrl.replace(/\/$/, "")}${safeCallbackUrl(url, baseUrl)}`;
    },
    async jwt({ token, user }) {
      if (user) {
        token.sub = user.id;
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
      if (!token?.sid) return;
      await revokeSession(token.sid);
      const h = Object.fromEntries(await headers().catch(() => new Headers()));
      await recordSecurityEvent({
        operation: "auth.sign-out",
        outcome: "ok",
        email: token.email ?? "",
        userId: token.sub ? Number(token.sub) : undefined,
        role: token.role,
        address: clientAddress(h),
        userAgent: userAgentOf(h),
        detail: "session revoked",
      });
    },
  },
};
