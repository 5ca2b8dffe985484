import { getPool } from "./index";
import { databaseBack, databaseDown } from "./availability";

// For proxy.ts: while PostgreSQL is away a page answers 503 with a short page that retries by itself, instead
// of each page failing on its session check with a 500.
export async function databaseUnavailablePage(): Promise<Response | undefined> {
  if (!databaseDown() || (await databaseBack(() => getPool().query("SELECT 1")))) return undefined;
  return new Response(HTML, {
    status: 503,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Retry-After": "5",
      // No script, no frame, nothing fetched: the page is its own text.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      "X-Content-Type-Options": "nosniff",
      "X-Frame-Options": "DENY",
    },
  });
}

const HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="5"><title>Temporarily unavailable · Partner Console</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem">
<h1>Partner Console is temporarily unavailable</h1>
<p>It cannot reach its database right now. Nothing you saved is lost; this page tries again every 5 seconds.</p>
</body></html>`;
