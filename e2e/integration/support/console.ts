import { baseUrl, type ApiResult } from "./api";

// The console's own API (/api/**) as a signed-in demo user sees it, for the integration tests.

export type Role = "admin" | "manager" | "support";
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Console = <T = any>(method: string, path: string, body?: unknown) => Promise<ApiResult<T>>;
export type ConsoleClient = Console & { text: (path: string) => Promise<string> };

export function cookieOf(res: Response, name: string): string | undefined {
  for (const header of res.headers.getSetCookie()) {
    const pair = header.split(";", 1)[0]!;
    const eq = pair.indexOf("=");
    if (pair.slice(0, eq) === name) return pair.slice(eq + 1);
  }
  return undefined;
}

// next-auth's credentials flow, as the sign-in form runs it: the CSRF token and cookie, then the callback.
// Returns the Cookie header of the new session. `base` is another server than the suite's.
export async function signIn(role: Role, base = baseUrl()): Promise<string> {
  const cookie = await signInAs(`${role}@example.com`, "console-demo", base);
  if (!cookie) throw new Error(`sign-in as ${role} failed`);
  return cookie;
}

// The same for any account: the Cookie header of the new session, or undefined when the sign-in was refused.
export async function signInAs(
  email: string,
  password: string,
  base = baseUrl(),
): Promise<string | undefined> {
  const csrf = await fetch(`${base}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const res = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      cookie: `next-auth.csrf-token=${cookieOf(csrf, "next-auth.csrf-token")}`,
    },
    body: new URLSearchParams({ csrfToken, email, password, json: "true" }),
  });
  const session = cookieOf(res, "next-auth.session-token");
  return session ? `next-auth.session-token=${session}` : undefined;
}

// A client for one session (or none): JSON in, the parsed answer out (the raw text when it is not JSON);
// `text` fetches a path and keeps the raw answer, so tests can search it.
export function consoleAs(cookie: string | null): ConsoleClient {
  const call = (async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${baseUrl()}${path}`, {
      method,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: the test sees the text
    }
    return { status: res.status, headers: res.headers, body: parsed };
  }) as Console;
  return Object.assign(call, {
    text: async (path: string) =>
      (await fetch(`${baseUrl()}${path}`, { headers: cookie ? { cookie } : {} })).text(),
  });
}
