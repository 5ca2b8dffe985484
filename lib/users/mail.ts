import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { logger } from "@/lib/logger";

let transport: { url: string; t: Transporter } | undefined;

// SMTP_URL as nodemailer reads it (smtp://user:pass@host:587, smtps://… for TLS); one pooled transport per URL.
export function transporter(url: string): Transporter {
  if (transport?.url !== url) transport = { url, t: nodemailer.createTransport(url) };
  return transport.t;
}

export type MailOutcome = "sent" | "failed" | "not-configured";

// The set-password link by email when SMTP is configured. A failure is logged and reported to the admin, who
// still has the link on screen; it never fails the invitation itself.
export async function mailPasswordLink(
  to: { email: string; name: string | null },
  link: string,
  purpose: "invite" | "reset",
): Promise<MailOutcome> {
  const url = process.env.SMTP_URL;
  if (!url) return "not-configured";
  const from = process.env.SMTP_FROM || "Partner Console <no-reply@localhost>";
  const greeting = to.name ? `Hello ${to.name},` : "Hello,";
  const what =
    purpose === "invite"
      ? "You have been invited to Partner Console. Choose your password here:"
      : "An admin reset your Partner Console password. Choose a new one here:";
  const subject =
    purpose === "invite" ? "Your invitation to Partner Console" : "Reset your Partner Console password";
  try {
    await transporter(url).sendMail({
      from,
      to: to.email,
      subject,
      text: `${greeting}\n\n${what}\n\n${link}\n\nThe link works once, within 24 hours.\n`,
    });
    return "sent";
  } catch (err) {
    logger.error(
      { err: err instanceof Error ? err.message : String(err) },
      "mail: the set-password link was not sent",
    );
    return "failed";
  }
}
