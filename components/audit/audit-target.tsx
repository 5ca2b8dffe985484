import Link from "next/link";
import { targetParts } from "@/lib/audit-log/target-links";

// The target of an entry with each record it names as a link to that record's page.
export function AuditTarget({ target, operation }: { target: string; operation: string }) {
  return (
    <>
      {targetParts(target, operation).map((p, i) =>
        p.href ? (
          <Link key={i} href={p.href} prefetch={false} className="underline underline-offset-4">
            {p.text}
          </Link>
        ) : (
          p.text
        ),
      )}
    </>
  );
}
