// A list's address as last seen in this tab, so a record's back link returns to the list as it was. Only the
// list's own path is remembered for it, so the link can lead nowhere else.
export const listKey = (path: string) => `pc:list:${path}`;

// The address to remember: the list's path and query, less the notice of a page that sent the person here
// (lib/auth/refused.ts), which is said once, not on every return.
export function listAddress(pathname: string, params: URLSearchParams): string {
  const kept = new URLSearchParams(params);
  kept.delete("refused");
  const search = kept.toString();
  return search ? `${pathname}?${search}` : pathname;
}

// The inline script that remembers a list's address while its page's HTML is read (before React hydrates).
export function rememberScript(pathname: string, params: URLSearchParams): string {
  return `try{sessionStorage.setItem(${scriptString(listKey(pathname))},${scriptString(listAddress(pathname, params))})}catch(e){}`;
}

// A JSON string that cannot end the script element or the line it is on, whatever the address holds.
function scriptString(value: string): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
