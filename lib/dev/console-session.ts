import type { Page } from "@playwright/test";
import { BenchError } from "./errors";

export const SESSION_COOKIE = "next-auth.session-token";

// The value of the cookie `name` among a response's Set-Cookie headers.
function setCookie(res: Response, name: string): string | undefined {
  for (const header of res.headers.getSetCookie()) {
    const pair = header.split(";", 1)[0]!;
    const eq = pair.indexOf("=");
    if (eq > 0 && pair.slice(0, eq).trim() === name) return pair.slice(eq + 1);
  }
  return undefined;
}

// Signs in through next-auth v4's credentials flow, as the sign-in form does (CSRF token, then the callback),
// and returns the Cookie header value that carries the session.
export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const csrfRes = await fetch(`${baseUrl}/api/auth/csrf`);
  const { csrfToken } = (await csrfRes.json().catch(() => ({}))) as { csrfToken?: unknown };
  const csrfCookie = setCookie(csrfRes, "next-auth.csrf-token");
  if (!csrfRes.ok || typeof csrfToken !== "string" || !csrfCookie)
    throw new BenchError(`GET /api/auth/csrf answered ${csrfRes.status} without a CSRF token and cookie`);

  const res = await fetch(`${baseUrl}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Cookie: `next-auth.csrf-token=${csrfCookie}`,
    },
    body: new URLSearchParams({ csrfToken, email, password, json: "true" }),
  });
  const session = setCookie(res, SESSION_COOKIE);
  if (!session) {
    const text = await res.text().catch(() => "");
    throw new BenchError(
      `sign-in as ${email} failed: ${res.status} ${res.headers.get("location") ?? ""} ${text.slice(0, 300)}`,
    );
  }
  return `${SESSION_COOKIE}=${session}`;
}

// Signs a browser page in through the sign-in form, as a user would (and as e2e/auth.setup.ts does).
export async function signInPage(page: Page, email: string, password: string) {
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page
    .getByRole("heading", { name: "Projects" })
    .waitFor()
    .catch(() => {
      throw new BenchError(`signing in as ${email} through /sign-in did not reach the projects page`);
    });
}
