import type { Case } from "./cases";

export type Answer = { status: number; headers: Headers; text: string };

const isString = (v: unknown) => typeof v === "string" && v.length > 0;

// What is wrong with an answer, if anything: a 5xx, or an error that is not in its route's error form.
export function problemWith(c: Case, a: Answer): string | undefined {
  if (a.status >= 500) return `status ${a.status}`;
  if (a.status < 400 || c.method === "HEAD") return undefined;
  // Next's own answer to a method a console route does not export: an empty 405.
  if (c.family === "console" && a.status === 405 && a.text === "") return undefined;
  let body: { error?: unknown; error_description?: unknown };
  try {
    body = JSON.parse(a.text) as typeof body;
  } catch {
    return `status ${a.status} without a JSON body: ${JSON.stringify(a.text.slice(0, 80))}`;
  }
  if (c.family === "token")
    return isString(body.error) && isString(body.error_description)
      ? undefined
      : `status ${a.status} not in RFC 6749 form`;
  const e = body.error as { code?: unknown; message?: unknown } | undefined;
  return e && isString(e.code) && isString(e.message)
    ? undefined
    : `status ${a.status} not in the error envelope`;
}
