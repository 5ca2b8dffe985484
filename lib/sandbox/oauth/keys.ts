import "server-only";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { sdb, schema } from "../core/db";

// The signing key lives in the store so that every server process on one database verifies the same tokens.
let key: Promise<Uint8Array> | undefined;

export function signingKey(): Promise<Uint8Array> {
  key ??= (async () => {
    const db = sdb();
    await db
      .insert(schema.settings)
      .values({ key: "token_signing_key", value: randomBytes(32).toString("base64") })
      .onConflictDoNothing();
    const [row] = await db.select().from(schema.settings).where(eq(schema.settings.key, "token_signing_key"));
    if (!row) throw new Error("token signing key missing");
    return new Uint8Array(Buffer.from(row.value, "base64"));
  })().catch((e) => {
    key = undefined;
    throw e;
  });
  return key;
}
