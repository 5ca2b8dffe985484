import "server-only";
import { ApiError } from "./api-error";

export const MAX_BODY_BYTES = 1_048_576;

// Reads a JSON body with a hard size cap, so a huge upload is refused before it is buffered.
export async function readJsonBody(req: Request): Promise<unknown> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (req.body) {
    const reader = req.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_BODY_BYTES) {
        await reader.cancel().catch(() => undefined);
        throw tooLarge();
      }
      chunks.push(value);
    }
  }
  const text = Buffer.concat(chunks).toString("utf8");
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
