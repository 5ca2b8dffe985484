import { UAParser } from "ua-parser-js";

// "Firefox on Windows", "Chrome on Android (mobile)": enough for a person to recognise their own device.
export function deviceOf(userAgent: string | null | undefined): string {
  if (!userAgent) return "Unknown device";
  const r = new UAParser(userAgent).getResult();
  const browser = r.browser.name;
  const os = r.os.name;
  const kind = r.device.type === "mobile" || r.device.type === "tablet" ? ` (${r.device.type})` : "";
  if (!browser && !os) return `Unknown device${kind}`;
  return `${browser ?? "Unknown browser"}${os ? ` on ${os}` : ""}${kind}`;
}
