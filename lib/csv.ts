// CSV cells per RFC 4180, with formula injection defused: a cell a spreadsheet would evaluate (starting with
// = + - @, or a tab or carriage return) is prefixed with an apostrophe so it is shown as text.
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  let s = typeof value === "string" ? value : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) || s !== s.trim() ? `"${s.replace(/"/g, '""')}"` : s;
}

export const csvRow = (cells: unknown[]) => `${cells.map(csvCell).join(",")}\r\n`;
