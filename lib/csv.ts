// A cell a spreadsheet would evaluate, after OWASP's CSV-injection rule: one starting with = + - @, a tab or a
// carriage return, or with any whitespace (spaces, tabs, line breaks, no-break and ideographic spaces) before
// one of = + - @. Spreadsheets also read the full-width ＝ ＋ － ＠ as formula starts.
const FORMULA_START = /^(?:[\t\r]|\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/u;

// CSV cells per RFC 4180, with formula injection defused: such a cell is prefixed with an apostrophe so it is
// shown as text.
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  let s = typeof value === "string" ? value : String(value);
  if (FORMULA_START.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) || s !== s.trim() ? `"${s.replace(/"/g, '""')}"` : s;
}

export const csvRow = (cells: unknown[]) => `${cells.map(csvCell).join(",")}\r\n`;
