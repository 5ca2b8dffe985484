import "server-only";
import type { User } from "next-auth";
import { headers } from "next/headers";
import { recordSecurityEvent } from "@/lib/audit-log/security";
import { clientAddress } from "@/lib/http/client-address";
import { createSession } from "@/lib/auth/sessions";
import { signInEnvironment } from "@/lib/auth/sign-in-environment";
import { clearFailures, recordFailure, throttleKeys, throttleState } from "@/lib/auth/throttle";
import type { SsoConfig } from "./config";
import { applySignIn, resolveUser } from "./identity";
import type { IdTokenClaims } from "./provider";
import { refusedPath, type SsoRefusal } from "./refusals";
import { mapRole } from "./role-map";

// next-auth's signIn callback for the OpenID provider, after openid-client has verified the ID token: the role
// from the claims, the console user (found, linked or created), a server-side session, the audit entries. It
// fills `user` (id, role, sid) for the jwt callback, or answers the refusal page to redirect to.
export async function ssoSignIn(
  config: SsoConfig,
  user: User,
  claims: IdTokenClaims,
): Promise<true | string> {
  const h = Object.fromEntries(await headers());
  const address = clientAddress(h);
  const userAgent = typeof h["user-agent"] === "string" ? h["user-agent"] : undefined;
  const email = typeof claims.email === "string" ? claims.email.trim().toLowerCase() : undefined;
  const who = { email: email ?? `${claims.sub}@${claims.iss}`, address, userAgent };
  const keys = throttleKeys(who.email, address);
  const refuse = async (code: SsoRefusal, detail: string, extra: { userId?: number; role?: string } = {}) => {
    // A refusal counts as a failed sign-in, as a wrong password does; a throttled one is recorded as such.
    const throttled = code === "throttled";
    if (!throttled) await recordFailure(keys);
    await recordSecurityEvent({
      ...who,
      ...extra,
      operation: throttled ? "auth.sign-in-throttled" : "auth.sign-in-failed",
      outcome: "error",
      detail,
    });
    return refusedPath(code);
  };

  if ((await throttleState(keys)).refuseMs > 0) return refuse("throttled", "single sign-on throttled");
  const mapped = mapRole(claims, config);
  const claim = config.claimPath.join(".");
  if (!mapped.role)
    return refuse(
      mapped.reason,
      mapped.reason === "missing-claim"
        ? `single sign-on: no claim ${claim}`
        : `single sign-on: no value of ${claim} is mapped (${mapped.values.slice(0, 10).join(", ")})`,
    );

  const resolved = await resolveUser(
    {
      issuer: claims.iss,
      subject: claims.sub,
      email,
      emailVerified: claims.email_verified === true,
      name: claims.name,
    },
    mapped.role,
  );
  if ("refused" in resolved) return refuse(resolved.refused, `single sign-on: ${resolved.refused}`);
  const before = resolved.user;
  if (before.status === "disabled")
    return refuse("disabled", "single sign-on: user disabled", { userId: before.id, role: before.role });

  const after = await applySignIn(before, mapped.role);
  if (resolved.how === "linked")
    await recordSecurityEvent({
      ...who,
      userId: after.id,
      role: after.role,
      operation: "auth.sso-linked",
      outcome: "ok",
      detail: `linked to ${claims.iss}`,
    });
  if (resolved.how !== "created" && before.role !== after.role)
    await recordSecurityEvent({
      ...who,
      userId: after.id,
      role: after.role,
      operation: "auth.role-changed",
      outcome: "ok",
      detail: `role ${before.role} → ${after.role} from the identity provider (${claim}: ${mapped.matched.join(", ")})${before.ssoRole && before.ssoRole !== before.role ? `; an admin's override (${before.role}) replaced` : ""}`,
    });

  await clearFailures(keys);
  const sid = await createSession(after.id, signInEnvironment(after.defaultEnvironment), {
    userAgent,
    address,
  });
  await recordSecurityEvent({
    ...who,
    email: after.email,
    userId: after.id,
    role: after.role,
    operation: "auth.sign-in",
    outcome: "ok",
    detail: `single sign-on${resolved.how === "created" ? " (user created)" : ""}`,
  });
  // The same object becomes the JWT's subject and claims (next-auth, routes/callback.js).
  Object.assign(user, {
    id: String(after.id),
    email: after.email,
    name: after.name ?? after.email,
    role: after.role,
    sid,
  });
  return true;
}
