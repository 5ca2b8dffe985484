import Link from "next/link";
import { useId } from "react";

const SNIPPET = `import { createHmac, timingSafeEqual } from "node:crypto";

// rawBody: the request body exactly as received (a Buffer), before any JSON parsing.
export function verify(rawBody, headers, secret = process.env.WEBHOOK_SECRET) {
  const timestamp = headers["x-webhook-timestamp"] ?? "";
  // Refuse missing or stale timestamps (replays of an old delivery).
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false;
  const hmac = createHmac("sha256", secret).update(\`\${timestamp}.\`).update(rawBody).digest("hex");
  const expected = Buffer.from(\`sha256=\${hmac}\`);
  const given = Buffer.from(headers["x-webhook-signature"] ?? "");
  return given.length === expected.length && timingSafeEqual(given, expected);
}`;

// How a receiver checks a delivery with the secret it has just been given.
export function VerifyHelp() {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid gap-3 rounded-xl border p-6">
      <h2 id={id} className="font-semibold">
        How to verify a delivery
      </h2>
      <ol className="grid list-decimal gap-1 pl-5 text-sm">
        <li>
          Read the <code className="font-mono">X-Webhook-Timestamp</code> header (Unix seconds) and the raw
          request body, before parsing it.
        </li>
        <li>
          Compute the HMAC-SHA256 of <code className="font-mono">&lt;timestamp&gt;.&lt;raw body&gt;</code>{" "}
          with the secret as key, as lower-case hex.
        </li>
        <li>
          Compare <code className="font-mono">sha256=</code> followed by that hex with the{" "}
          <code className="font-mono">X-Webhook-Signature</code> header, in constant time; refuse timestamps
          more than 5 minutes off.
        </li>
      </ol>
      <p className="text-sm text-muted-foreground">
        In Node.js, with the secret kept in your receiver&apos;s configuration (here{" "}
        <code className="font-mono">WEBHOOK_SECRET</code>), never in code:
      </p>
      <pre
        tabIndex={0}
        aria-label="Node.js example: verifying a delivery"
        className="overflow-x-auto rounded-md bg-muted p-4 font-mono text-xs leading-relaxed outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <code>{SNIPPET}</code>
      </pre>
      <p className="text-sm text-muted-foreground">
        To check one delivery by hand, paste it into the{" "}
        <Link
          href="/webhooks/signature-checker"
          target="_blank"
          className="text-foreground underline underline-offset-4"
        >
          signature checker (opens in a new tab)
        </Link>
        .
      </p>
    </section>
  );
}
