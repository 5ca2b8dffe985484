import "server-only";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { sdb, schema } from "../core/db";

// The signing key lives in the store so that every server process on one database verifies the same tokens.
// Imported once as a CryptoKey: jose would otherwise import raw bytes again on every sign and verify.
let key: Promise<CryptoKey> | undefined;

export function signingKey(): Promise<CryptoKey> {
  key ??= (async () => {
    const db = sdb();
    await db
      .insert(schema.settings)
      .values({ key: "token_signing_key", value: randomBytes(32).toString("base64") })
      .onConflictDoNothing();
    const [row] = await db.select().from(schema.settings).where(eq(schema.settings.key, "token_signing_key"));
    if (!row) throw new Error("token signing key missing");
    const raw = new Uint8Array(Buffer.from(row.value, "base64"));
    return crypto.subtle.importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
  })().catch((e) => {
    key = undefined;
    throw e;
  });
  return key;
}
