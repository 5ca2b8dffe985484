import "server-only";
import { BodyTooLargeError, readBody } from "@/lib/http/read-body";
import { ApiError } from "../core/errors";

export const MAX_BODY_BYTES = 1_048_576;

// Reads a JSON body with a hard size cap, so a huge upload is refused before it is buffered.
export async function readJsonBody(req: Request): Promise<unknown> {
  let bytes: Uint8Array;
  try {
    bytes = await readBody(req, MAX_BODY_BYTES);
  } catch (e) {
    if (e instanceof BodyTooLargeError) throw tooLarge();
    throw e;
  }
  const text = Buffer.from(bytes).toString("utf8");
  if (text.trim() === "") throw new ApiError("invalid_json", "a JSON request body is required");
  const type = req.headers.get("content-type") ?? "";
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type))
    throw new ApiError("unsupported_media_type", "send the body as application/json");
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new ApiError("invalid_json", `the request body is not valid JSON (${(e as Error).message})`);
  }
}

function tooLarge() {
  return new ApiError("payload_too_large", `the request body exceeds ${MAX_BODY_BYTES} bytes`);
}
