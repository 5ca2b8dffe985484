// An audit row's target with the record's name when the index knows it: the name, then the target as recorded
// ("project 42") on a line of its own, unchanged.
export function AuditTarget({ text, name }: { text: string; name?: string }) {
  if (!name) return text;
  return (
    <>
      {name}
      <span className="block text-xs text-muted-foreground">{text}</span>
    </>
  );
}
