// An audit row's target with the record's name when the index knows it: "Silva Basement Finish (project 42)".
export function AuditTarget({ text, name }: { text: string; name?: string }) {
  if (!name) return text;
  return (
    <>
      {name} <span className="text-xs text-muted-foreground">({text})</span>
    </>
  );
}
