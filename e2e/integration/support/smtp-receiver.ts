import { SMTPServer } from "smtp-server";

export type Received = { from: string; to: string[]; raw: string };

// A real SMTP server on 127.0.0.1 and a free port, keeping every message it accepts (no TLS, no auth: loopback).
export async function startSmtpReceiver() {
  const messages: Received[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    // The first message to `to`, waiting for it up to `ms`.
    async messageTo(to: string, ms = 10_000): Promise<Received> {
      const deadline = Date.now() + ms;
      for (;;) {
        const found = messages.find((m) => m.to.includes(to));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no message to ${to} within ${ms} ms`);
        await new Promise<void>((r) => {
          waiters.push(r);
          setTimeout(r, 200);
        });
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// A message's text with quoted-printable soft line breaks and escapes undone (nodemailer wraps long lines).
export function decodedText(raw: string): string {
  const body = raw.slice(raw.indexOf("\r\n\r\n") + 4);
  if (!/content-transfer-encoding:\s*quoted-printable/i.test(raw)) return body;
  return body
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
