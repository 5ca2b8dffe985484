// Where a page sends someone whose role may not use it (an edit or new page, the audit log), `?refused=<what>`
// on the address it sends them to, so that page says why they are there (components/shell/refused-notice.tsx).
export const REFUSED = {
  "edit-project": "edit projects",
  "edit-lead": "edit leads",
  "new-project": "create projects",
  "new-lead": "create leads",
  "edit-webhook": "edit webhook subscriptions",
  "new-webhook": "create webhook subscriptions",
  audit: "read the audit log",
  users: "manage users",
  sso: "manage single sign-on",
  "reset-sandbox": "reset the sandbox",
} as const;

export const refusedTo = (path: string, what: keyof typeof REFUSED) => `${path}?refused=${what}`;

export const refusedWhat = (value: string | null): string | undefined =>
  value && Object.hasOwn(REFUSED, value) ? REFUSED[value as keyof typeof REFUSED] : undefined;
