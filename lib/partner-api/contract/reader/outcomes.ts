// What reading an answer gives, as plain types and helpers without zod: client code imports them from here
// (or through ./index), so no page ships zod for them.
export type FieldIssue = { path: string; message: string };
// A record of a list the console could not read in full: left out (`shown: false`) when even its essentials
// failed, else shown without the fields named in `issues`.
export type RecordIssue = { index: number; id?: number | string; shown: boolean; issues: FieldIssue[] };

// `unreadable` is there only when something could not be read, so a fully read answer keeps the API's shape.
export type ReadList<T> = {
  data: T[];
  limit: number;
  offset: number;
  total: number;
  unreadable?: RecordIssue[];
};
export type ReadOne<T> = { data: T; unreadable?: FieldIssue[] };

// A record as the console's pages hold it: with the fields the API sent that could not be read, if any.
export type WithUnreadable<T> = T & { unreadable?: FieldIssue[] };
export const withUnreadable = <T extends object>(r: ReadOne<T>): WithUnreadable<T> =>
  r.unreadable?.length ? { ...r.data, unreadable: r.unreadable } : r.data;

// Ids in the console's own URLs and query strings: digits only (no "1e3", "0x10", "+1"), up to 2^53 − 1.
export const idText = /^[1-9][0-9]{0,15}$/;
// An id typed in a URL or a filter box, or undefined when it is not one.
export const idFromText = (text: string | undefined): number | undefined =>
  text !== undefined && idText.test(text) && Number.isSafeInteger(Number(text)) ? Number(text) : undefined;
