// How many addresses a record may have: the fields' add button (address-fields.tsx) and the lazily loaded schema
// (address-zod.ts) both need it, and address-schema.ts imports the schema's types, so it lives apart.
export const MAX_ADDRESSES = 50;
