import "server-only";

// Thrown when a request body is larger than its route allows; each route answers it in its own error form.
export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`the request body exceeds ${limit} bytes`);
  }
}

// Reads a request body into memory, never more than `limit` bytes of it: a declared Content-Length over the cap
// is refused before a byte is read, and a chunked body is counted as it streams and cancelled at the cap, so an
// upload of any size costs at most `limit` bytes of memory and is answered at once.
export async function readBody(req: Request, limit: number): Promise<Uint8Array> {
  const declared = req.headers.get("content-length");
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > limit)
    throw new BodyTooLargeError(limit);
  if (!req.body) return new Uint8Array(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      void reader.cancel().catch(() => undefined);
      throw new BodyTooLargeError(limit);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

// The body as UTF-8 text (malformed bytes become U+FFFD, as Request.text() does).
export async function readText(req: Request, limit: number): Promise<string> {
  return new TextDecoder().decode(await readBody(req, limit));
}
