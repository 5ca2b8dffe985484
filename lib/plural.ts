// The console's one way to put a count beside a noun, so no screen says "1 entries" or "2 entry".
// English only, as the rest of the console's copy: one for exactly 1, the plural form for everything else (0 too).
export const pluralWord = (n: number, one: string, many = `${one}s`) => (n === 1 ? one : many);

// "1 entry", "0 entries", "1,204 entries"
export const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString("en-US")} ${pluralWord(n, one, many)}`;
