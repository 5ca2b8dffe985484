// One changed field as the audit log keeps it (changes.ts); apart so address-changes.ts and changes.ts need not
// import each other.
export type FieldChange = { field: string; before: string | null; after: string | null };
