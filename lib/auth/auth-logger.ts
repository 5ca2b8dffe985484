import "server-only";
import type { LoggerInstance } from "next-auth";
import { logger } from "@/lib/logger";

// next-auth's own logger prints whole error objects, and openid-client's carry the refused ID token (`jwt`) and
// the provider's answer: only the code and the message are logged, through the app's logger.
const messageOf = (m: unknown): string | undefined => {
  const e = m as { message?: unknown; error?: { message?: unknown } } | undefined;
  const text = e?.error?.message ?? e?.message;
  return typeof text === "string"
    ? text.replace(/eyJ[\w-]*\.[\w-]*\.[\w-]*/g, "[token]").slice(0, 300)
    : undefined;
};

export const authLogger: Partial<LoggerInstance> = {
  error: (code, metadata) => logger.warn({ code, reason: messageOf(metadata) }, "sign-in error"),
  warn: (code) => logger.warn({ code }, "next-auth warning"),
  debug: () => undefined,
};
