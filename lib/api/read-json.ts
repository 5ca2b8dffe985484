import { ConsoleApiError } from "./errors";

const MAX_BYTES = 1_048_576;

export async function readJson(req: Request): Promise<unknown> {
  const text = await req.text();
  if (text.length > MAX_BYTES)
    throw new ConsoleApiError(413, "payload_too_large", "The request body is too large.");
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ConsoleApiError(400, "invalid_json", "The request body is not valid JSON.");
  }
}
