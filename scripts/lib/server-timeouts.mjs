// Preloaded into the app's Node process by the launcher (`node --import`, scripts/start.ts), before `next start`
// creates its HTTP server, which Next gives no option for these. A request's headers must arrive within 10 s
// and the whole request (headers and body) within 30 s, else Node answers 408 and closes the connection; Node's
// defaults (60 s, 300 s, checked every 30 s) let a client that announces a body and sends it slowly, or never,
// hold a connection for five minutes. The largest body any route accepts is 1 MiB (README, Body limits); 30 s
// carries it at 280 kbit/s, and the console's own forms send a few kilobytes. Checked every second, so a slow
// request is cut within 31 s. Answers (CSV exports, held pages) are not limited: only receiving the request is.
import http from "node:http";

const TIMEOUTS = { headersTimeout: 10_000, requestTimeout: 30_000, connectionsCheckingInterval: 1_000 };
const createServer = http.createServer;

http.createServer = function (options, listener) {
  if (typeof options === "function" || options === undefined)
    return createServer.call(http, TIMEOUTS, options);
  return createServer.call(http, { ...TIMEOUTS, ...options }, listener);
};
