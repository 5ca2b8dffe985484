import "server-only";
import { errors, jwtVerify, SignJWT } from "jose";
import { randomUUID } from "node:crypto";
import type { Scope } from "@/lib/partner-api/contract";
import { ExpiringMemo } from "@/lib/cache/expiring-memo";
import { sandboxConfig } from "../core/config";
import { ApiError } from "../core/errors";
import type { Principal } from "../core/principal";
import { signingKey } from "./keys";

const issuer = () => `${sandboxConfig().appUrl}/sandbox`;

export async function issueToken(p: Principal): Promise<{ token: string; expiresIn: number }> {
  const expiresIn = sandboxConfig().tokenTtlS;
  const token = await new SignJWT({ scope: [...p.scopes].join(" "), cid: p.companyId, act: p.actorUserId })
    .setProtectedHeader({ alg: "HS256", typ: "at+jwt" })
    .setIssuer(issuer())
    .setAudience(sandboxConfig().audience)
    .setSubject(p.clientId)
    .setIssuedAt()
    .setExpirationTime(`${expiresIn}s`)
    .setJti(randomUUID())
    .sign(await signingKey());
  return { token, expiresIn };
}

const challenge = (error: string) => ({ "WWW-Authenticate": `Bearer realm="sandbox", error="${error}"` });

export async function authenticate(header: string | null): Promise<Principal> {
  const match = header?.match(/^Bearer\s+([A-Za-z0-9._~+/=-]+)\s*$/i);
  if (!header)
    throw new ApiError(
      "missing_token",
      "Authorization: Bearer <token> is required",
      undefined,
      challenge("invalid_request"),
    );
  if (!match?.[1])
    throw new ApiError(
      "invalid_token",
      "the Authorization header is not a bearer token",
      undefined,
      challenge("invalid_token"),
    );
  const token = match[1];
  const hit = verified.get(token);
  if (hit) return hit;
  const fresh = await verify(token);
  // jose treats a token as expired once its `exp` (whole seconds) is not after the current second.
  verified.set(token, fresh.principal, fresh.exp * 1000);
  return fresh.principal;
}

// Tokens already verified, until their expiry: nothing revokes a token, and the HMAC through WebCrypto was 8 % of
// the server's CPU on the sandbox's list route (bench:sandbox's "projects list / health" row).
const verified = new ExpiringMemo<Principal>(10_000);

async function verify(token: string): Promise<{ principal: Principal; exp: number }> {
  // Read before the try: a process that meets the database away before it has the key must answer 503 (dispatch
  // maps it), not call a valid token invalid.
  const key = await signingKey();
  try {
    const { payload } = await jwtVerify(token, key, {
      issuer: issuer(),
      audience: sandboxConfig().audience,
      algorithms: ["HS256"],
    });
    const principal: Principal = {
      clientId: String(payload.sub),
      companyId: Number(payload.cid),
      actorUserId: Number(payload.act),
      scopes: new Set(
        String(payload.scope ?? "")
          .split(" ")
          .filter(Boolean) as Scope[],
      ),
    };
    return { principal, exp: Number(payload.exp) };
  } catch (e) {
    if (e instanceof errors.JWTExpired)
      throw new ApiError(
        "token_expired",
        "the access token has expired; request a new one",
        undefined,
        challenge("invalid_token"),
      );
    throw new ApiError(
      "invalid_token",
      "the access token is not valid for this service",
      undefined,
      challenge("invalid_token"),
    );
  }
}
