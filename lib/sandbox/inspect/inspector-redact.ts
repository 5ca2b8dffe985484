// Secrets never reach the inspector's table: the values of keys that name a credential, and every value of a
// webhook subscription's custom `headers` (they carry a partner's own credentials), are replaced in the stored
// text. Whole JSON is redacted as parsed; text cut short (a truncated body) by patterns, so that a secret cut
// mid-way is still hidden.
const SECRET_NAME = /secret|token|password|authorization|api[_-]?key|signature/i;
const SECRET_KEY =
  /("(?:[A-Za-z0-9_-]*(?:secret|token|password|authorization|api[_-]?key|signature)[A-Za-z0-9_-]*)"\s*:\s*)("(?:[^"\\]|\\.)*(?:"|$)|[^,}\]\s]+)/gi;
const HEADERS_OBJECT = /("headers"\s*:\s*\{)((?:[^}"]|"(?:[^"\\]|\\.)*(?:"|$))*)(\}|$)/gi;
const STRING_VALUE = /(:\s*)"(?:[^"\\]|\\.)*(?:"|$)/g;

export const REDACTED = "[redacted]";

export function redactText(text: string): string {
  if (!SECRET_NAME.test(text) && !text.includes('"headers"')) return text;
  try {
    return JSON.stringify(redactValue(JSON.parse(text) as unknown));
  } catch {
    return text
      .replace(SECRET_KEY, (_, key: string) => `${key}"${REDACTED}"`)
      .replace(
        HEADERS_OBJECT,
        (_, open: string, inner: string, close: string) =>
          `${open}${inner.replace(STRING_VALUE, (_m, colon: string) => `${colon}"${REDACTED}"`)}${close}`,
      );
  }
}

function redactValue(value: unknown, key = ""): unknown {
  if (key && SECRET_NAME.test(key)) return REDACTED;
  if (Array.isArray(value)) return value.map((v) => redactValue(v));
  if (value === null || typeof value !== "object") return value;
  const headers = key === "headers";
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, headers ? REDACTED : redactValue(v, k)]),
  );
}
