import "server-only";
import { transporter } from "@/lib/users/mail";
import type { Transition } from "../types";
import { bodyLines, headline, healthLink } from "./message";

// A transition by email through SMTP_URL (the mailer of lib/users/mail.ts). Throws on failure: the outbox
// counts the attempt and tries again at the next reading.
export async function emailTransition(to: string, t: Transition): Promise<void> {
  const url = process.env.SMTP_URL;
  if (!url) throw new Error("SMTP_URL is not set");
  const link = healthLink(t.subscriptionId);
  await transporter(url).sendMail({
    from: process.env.SMTP_FROM || "Partner Console <no-reply@localhost>",
    to,
    subject: headline(t),
    text: `${headline(t)}.\n\n${bodyLines(t, link).join("\n")}\n\nEnvironment: ${t.environment}. Change what you are sent under My account → Notifications.\n`,
  });
}
