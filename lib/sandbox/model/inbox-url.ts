import { sandboxConfig } from "../core/config";

// The workbench's webhook inboxes receive at /sandbox/inbox/<key> on the sandbox's own address (APP_URL). Such a
// URL names this sandbox, not some port of its host: it is a valid subscription target under any
// SANDBOX_WEBHOOK_TARGETS, over plain http when the sandbox itself is served so, as a loopback receiver is.
export const INBOX_PATH = "/sandbox/inbox/";
const KEY = /^[A-Za-z0-9_-]{32}$/;

export const inboxUrl = (key: string) => `${sandboxConfig().appUrl}${INBOX_PATH}${key}`;

// The inbox key of a URL on the sandbox's own origin, else undefined (query strings and fragments refused).
export function inboxKeyOf(raw: string): string | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined;
  }
  const base = new URL(inboxUrl(""));
  if (url.origin !== base.origin || url.search || url.hash || url.username || url.password) return undefined;
  if (!url.pathname.startsWith(base.pathname)) return undefined;
  const key = url.pathname.slice(base.pathname.length);
  return KEY.test(key) ? key : undefined;
}
