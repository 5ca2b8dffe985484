// The scopes the sandbox grants, written out from the spec (plus the read scopes it leaves "not shown") and
// deliberately not imported from the contract, so the tests check the contract rather than repeat it.
export const allScopes = [
  "read:projects",
  "write:projects",
  "admin:projects",
  "read:leads",
  "write:leads",
  "admin:leads",
  "read:schedule",
  "write:schedule",
  "admin:schedule",
  "read:contacts",
  "write:contacts",
  "read:vendors",
  "write:vendors",
  "read:daily-logs",
  "write:daily-logs",
  "read:tasks",
  "write:tasks",
];
