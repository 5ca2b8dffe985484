import { z } from "zod";

const loopbackHosts = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

// https anywhere, plain http only to loopback (only the sandbox accepts it), no credentials, no fragment. The API
// checks private addresses and DNS itself.
export function webhookUrlProblem(raw: string): string | null {
  const value = raw.trim();
  if (!value) return "Enter the URL that receives the deliveries.";
  if (value.length > 2048) return "The URL is longer than 2048 characters.";
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "Enter a full URL, like https://example.com/webhooks.";
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return "The URL must start with https://.";
  if (url.protocol === "http:" && !loopbackHosts.test(url.hostname))
    return "Use https://. Plain http:// is only allowed to a loopback host (localhost, 127.0.0.1), which only the sandbox accepts.";
  if (url.username || url.password) return "The URL may not carry a user name or password.";
  if (url.hash) return "The URL may not have a #fragment.";
  return null;
}

export const webhookUrl = z
  .string()
  .trim()
  .superRefine((v, ctx) => {
    const problem = webhookUrlProblem(v);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });
