// Audit targets that name a record: "project 42", "lead 7 → phase 3".
export const RECORD = /^(project|lead) (\d{1,15})\b/;

// The key of a target's record among the names of lib/record-index/target-names.ts.
export const targetKey = (environment: string, target: string | null): string | undefined => {
  const m = target ? RECORD.exec(target) : null;
  return m ? `${environment}|${m[1]}|${m[2]}` : undefined;
};
