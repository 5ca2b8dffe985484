import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

// A real SMTP server on loopback that keeps every message it is given (no TLS, no auth), for the mail tests.
export type Mail = { to: string[]; raw: string; subject: string };
export type SmtpCatcher = { url: string; mails: Mail[]; close: () => Promise<void> };

export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const mails: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        // Unfolded header line; nodemailer may encode non-ASCII subjects, which tests decode if they need to.
        const subject = /^Subject: (.*(?:\r\n[ \t].*)*)/m.exec(raw)?.[1]?.replace(/\r\n[ \t]/g, " ") ?? "";
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, subject });
        done();
      });
    },
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, mails, close: () => new Promise((r) => server.close(() => r())) };
}
