import { z } from "zod";

// Bodies of /api/sso/*: a pasted claim set is bounded before it is parsed.
export const MAX_CLAIMS_CHARS = 16_384;

export const previewBody = z.object({
  claims: z
    .string()
    .min(1, "paste a JSON claim set")
    .max(MAX_CLAIMS_CHARS, `at most ${MAX_CLAIMS_CHARS} characters`),
});

export const ssoSettingsBody = z.object({
  requireSso: z.boolean(),
  breakGlassUserIds: z.array(z.number().int().positive()).max(50),
});
