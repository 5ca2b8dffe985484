import Link from "next/link";
import { targetParts } from "@/lib/audit-log/target-links";

// The target of an entry with each record it names as a link to that record's page. When the record index knows
// the record's name, the name comes first and the target as recorded ("project 42") sits on a line of its own.
export function AuditTarget({
  target,
  operation,
  name,
}: {
  target: string;
  operation: string;
  name?: string;
}) {
  const parts = targetParts(target, operation).map((p, i) =>
    p.href ? (
      <Link key={i} href={p.href} prefetch={false} className="underline underline-offset-4">
        {p.text}
      </Link>
    ) : (
      p.text
    ),
  );
  if (!name) return <>{parts}</>;
  return (
    <>
      {name}
      <span className="block text-xs text-muted-foreground">{parts}</span>
    </>
  );
}
