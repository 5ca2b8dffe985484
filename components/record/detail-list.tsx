import type { ReactNode } from "react";

// A list of label/value pairs; its children are DetailItems.
export function DetailList({ children }: { children: ReactNode }) {
  return <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 text-sm">{children}</dl>;
}

export function DetailItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}

// Stands in for a value that is not set.
export const none = <span className="text-muted-foreground">—</span>;

// Free text as it was typed (line breaks kept), or what to say when there is none.
export function DetailText({ text, empty }: { text: string | null; empty: string }) {
  return text ? (
    <p className="whitespace-pre-wrap break-words text-sm">{text}</p>
  ) : (
    <p className="text-sm text-muted-foreground">{empty}</p>
  );
}
