import "server-only";
import { BodyTooLargeError, readText } from "@/lib/http/read-body";
import { ConsoleApiError } from "./errors";

export const MAX_BODY_BYTES = 1_048_576;

// The body as JSON, never buffering more than MAX_BODY_BYTES of it (an empty body reads as {}).
export async function readJson(req: Request): Promise<unknown> {
  let text: string;
  try {
    text = await readText(req, MAX_BODY_BYTES);
  } catch (e) {
    if (e instanceof BodyTooLargeError)
      throw new ConsoleApiError(
        413,
        "payload_too_large",
        `The request body exceeds ${MAX_BODY_BYTES} bytes.`,
      );
    throw e;
  }
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ConsoleApiError(400, "invalid_json", "The request body is not valid JSON.");
  }
}
