import "server-only";
import { NextRequest } from "next/server";
import { BodyTooLargeError, readBody } from "@/lib/http/read-body";
import { errorJson } from "./errors";

// next-auth's forms (sign-in, sign-out, CSRF) are a few short fields.
export const MAX_AUTH_BODY_BYTES = 65_536;

type RouteContext = { params: Promise<{ nextauth: string[] }> };
type Handler = (req: NextRequest, ctx: RouteContext) => Promise<Response>;

// next-auth reads a request body whole before anything checks its size. This reads it first, within the cap
// (413 in the console's envelope past it), and hands next-auth a request rebuilt from the bytes read.
export function boundedNextAuth(handler: Handler): Handler {
  return async (req, ctx) => {
    if (req.method === "GET" || req.method === "HEAD") return handler(req, ctx);
    let body: Uint8Array;
    try {
      body = await readBody(req, MAX_AUTH_BODY_BYTES);
    } catch (e) {
      if (!(e instanceof BodyTooLargeError)) throw e;
      return errorJson(413, "payload_too_large", `The request body exceeds ${MAX_AUTH_BODY_BYTES} bytes.`);
    }
    const headers = new Headers(req.headers);
    headers.delete("transfer-encoding");
    headers.set("content-length", String(body.byteLength));
    const rebuilt = new NextRequest(req.url, { method: req.method, headers, body: body as BodyInit });
    return handler(rebuilt, ctx);
  };
}
