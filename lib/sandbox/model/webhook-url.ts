import { classifyHost } from "../core/targets/address-class";
import { sandboxConfig } from "../core/config";
import { classAllowed, type TargetPolicy } from "../core/targets/policy";
import { inboxKeyOf } from "./inbox-url";

// HTTPS only, except plain http to a loopback host (so partners can test against a local receiver), and only to
// targets SANDBOX_WEBHOOK_TARGETS allows. A name is judged again by what it resolves to at every send. A
// workbench inbox of this sandbox is accepted as it stands (./inbox-url.ts): it is the sandbox itself.
export function webhookUrlProblem(raw: string, policy: TargetPolicy): string | undefined {
  if (inboxKeyOf(raw)) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "url must be an absolute URL";
  }
  if (url.username || url.password) return "url may not carry credentials; use custom headers instead";
  if (url.hash) return "url may not carry a fragment";
  if (url.protocol !== "https:" && url.protocol !== "http:") return "url must use https";
  const cls = classifyHost(url.hostname);
  if (cls === "loopback" && !classAllowed(cls, policy))
    return "url may not point at a loopback address: this sandbox delivers to public addresses only (SANDBOX_WEBHOOK_TARGETS=public)";
  if (cls === "blocked")
    return "url may not point at a private, link-local, metadata or other non-public address";
  if (url.protocol === "http:" && cls !== "loopback")
    return "url must use https (plain http is accepted only for loopback hosts)";
  return undefined;
}

// What a target answered is shown only while the target is one this sandbox may reach: a delivery made under a
// looser SANDBOX_WEBHOOK_TARGETS (to this host's ports, say) keeps its status but not what the port said.
export const responseBodiesShown = (url: string) =>
  webhookUrlProblem(url, sandboxConfig().webhooks.targets) === undefined;
