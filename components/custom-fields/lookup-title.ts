// The palette's name, on its button (lookup-palette.tsx) and its lazily loaded dialog (lookup-dialog.tsx).
export const PALETTE_TITLE = "Find a record by name, id or custom field value";
