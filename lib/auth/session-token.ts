import "server-only";
import { hkdfSync } from "node:crypto";
import { jwtDecrypt } from "jose";
import { ExpiringMemo } from "@/lib/cache/expiring-memo";

// The claims the console reads from next-auth's session cookie (see callbacks.jwt in options.ts).
export type SessionClaims = { sid: string };

// next-auth v4's cookie: a JWE (dir, A256GCM) under a key derived from NEXTAUTH_SECRET, as next-auth/jwt's
// decode reads it. next-auth's getServerSession would also derive the key again, re-encrypt a fresh cookie and
// make a CSRF token on every call, and throw them away in a route handler; this reads the cookie only.
const INFO = "NextAuth.js Generated Encryption Key";
const CLOCK_TOLERANCE_S = 15; // next-auth's own

// Derived and imported once per secret: jose would otherwise import raw bytes again on every request.
let key: { secret: string; crypto: Promise<CryptoKey> } | undefined;
function keyFor(secret: string): Promise<CryptoKey> {
  if (key?.secret !== secret) {
    const bytes = new Uint8Array(hkdfSync("sha256", secret, "", INFO, 32));
    key = { secret, crypto: crypto.subtle.importKey("raw", bytes, "AES-GCM", false, ["decrypt"]) };
  }
  return key.crypto;
}

// A cookie's exact bytes decrypted once stay what they said: later requests with the same cookie skip the
// decryption until it expires (with next-auth's clock tolerance).
const decoded = new ExpiringMemo<SessionClaims>(10_000);

export async function decodeSessionToken(
  token: string,
  secret: string,
  now = Date.now(),
): Promise<SessionClaims | null> {
  const hit = decoded.get(token, now);
  if (hit) return hit;
  let payload;
  try {
    ({ payload } = await jwtDecrypt(token, await keyFor(secret), {
      clockTolerance: CLOCK_TOLERANCE_S,
      currentDate: new Date(now),
    }));
  } catch {
    return null; // forged, damaged, expired or under another secret: no session
  }
  if (typeof payload.sid !== "string" || typeof payload.exp !== "number") return null;
  const claims = { sid: payload.sid };
  decoded.set(token, claims, (payload.exp + CLOCK_TOLERANCE_S) * 1000);
  return claims;
}

// next-auth's cookie name (the __Secure- prefix on https, as next-auth chooses it) and its chunks (name.0,
// name.1, …) when the token outgrew one cookie.
export function sessionCookieValue(
  get: (name: string) => string | undefined,
  secure: boolean,
): string | undefined {
  const name = `${secure ? "__Secure-" : ""}next-auth.session-token`;
  const whole = get(name);
  if (whole !== undefined) return whole;
  let joined = "";
  for (let i = 0; ; i++) {
    const part = get(`${name}.${i}`);
    if (part === undefined) return joined || undefined;
    joined += part;
  }
}
