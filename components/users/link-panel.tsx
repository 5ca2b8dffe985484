"use client";

import { useEffect, useRef } from "react";
import { SecretField } from "@/components/webhooks/secret/secret-field";
import { Button } from "@/components/ui/button";
import type { LinkIssued } from "@/lib/users/types";

const emailNote: Record<LinkIssued["emailed"], string> = {
  sent: "It was also sent by email.",
  failed: "Sending it by email failed (see the server log): pass it on yourself.",
  "not-configured": "Email is not configured (SMTP_URL): pass it on yourself.",
};

// The one time a set-password link is shown: it lives only in this component's state, never in a cache or the
// URL, and is gone once the admin closes the panel or leaves the page.
export function LinkPanel({ issued, onDone }: { issued: LinkIssued; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [issued]);
  const who = issued.user.name ? `${issued.user.name} (${issued.user.email})` : issued.user.email;
  return (
    <section
      aria-labelledby="link-panel-heading"
      className="mb-4 grid gap-3 rounded-lg border border-primary p-4"
    >
      <h2 id="link-panel-heading" ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
        Set-password link for {who}
      </h2>
      <p className="text-sm">
        This link is shown only now. It works once, within 24 hours. {emailNote[issued.emailed]}
      </p>
      <SecretField secret={issued.link} label="Set-password link" />
      <div>
        <Button type="button" onClick={onDone}>
          Done
        </Button>
      </div>
    </section>
  );
}
