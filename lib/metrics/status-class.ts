// "2xx".."5xx", or "error" when no answer came (a network failure, a timeout).
export function statusClass(status: number | undefined): string {
  if (status === undefined || status < 100 || status > 599) return "error";
  return `${Math.floor(status / 100)}xx`;
}
