// Preloaded into the app's Node process (`node --import`: `next start` under npm start, the standalone server
// under npm run serve) so that SIGTERM and SIGINT are handled here and not by Next. Next closes its server with
// server.close(), which destroys every connection without a request in progress, including ones just accepted whose
// request is still arriving: 5 of 20 slow requests in flight were reset that way. Here the listener closes, those
// connections get a moment to deliver their request, answers carry `Connection: close`, and the app's own stop
// hooks (lib/lifecycle/shutdown.ts, same globalThis shape) run beside the drain, bounded by SHUTDOWN_GRACE_S.
import http from "node:http";
import net from "node:net";

process.env.NEXT_MANUAL_SIG_HANDLE = "true";
const state = (globalThis.__pcLifecycle ??= { draining: false, installed: false, hooks: [] });
state.installed = true;
const FRESH_MS = 1_000; // how long an accepted connection may take to send its request once draining
const DUPLICATE_MS = 1_000; // Ctrl-C reaches the launcher and the app alike: a signal that soon is the same one
const sockets = new Map(); // socket -> { busy, served, since }
const servers = new Set();
const log = (m) => console.log(`[shutdown] ${m}`);

const createServer = http.createServer;
http.createServer = function (...args) {
  const server = createServer.apply(http, args);
  servers.add(server);
  server.on("connection", (socket) => {
    sockets.set(socket, { busy: 0, served: false, since: Date.now(), readAtIdle: 0 });
    socket.once("close", () => sockets.delete(socket));
  });
  server.on("request", (req, res) => {
    const s = sockets.get(req.socket);
    if (!s) return;
    s.busy++;
    if (state.draining && !res.headersSent) res.setHeader("Connection", "close");
    res.once("close", () => {
      s.busy--;
      s.served = true;
      s.readAtIdle = req.socket.bytesRead;
      if (state.draining && idle(req.socket, s)) req.socket.end();
    });
  });
  return server;
};

// A connection is idle when no request is in progress and no byte of another has arrived (closing one with unread
// bytes would reset it).
const idle = (socket, s) => s.busy === 0 && socket.bytesRead === s.readAtIdle;

// Resolves once every connection is closed: idle kept-alive ones at once, fresh ones after FRESH_MS without a
// byte, busy ones after their answer. The listener closes a few event-loop turns after the signal, so that
// connections the kernel already completed (its accept queue) are taken and served rather than reset.
async function drainHttp() {
  for (let i = 0; i < 3; i++) await new Promise((r) => setImmediate(r));
  for (const server of servers) net.Server.prototype.close.call(server);
  await new Promise((resolve) => {
    const check = () => {
      for (const [socket, s] of sockets)
        if (idle(socket, s) && (s.served || Date.now() - s.since >= FRESH_MS)) socket.end();
      if (sockets.size === 0) return resolve();
      setTimeout(check, 50);
    };
    check();
  });
}

async function runHooks(phase, deadline) {
  const hooks = state.hooks.filter((h) => h.phase === phase);
  await Promise.all(
    hooks.map(async (h) => {
      try {
        await h.run(deadline);
      } catch (err) {
        log(`${h.name} did not stop cleanly: ${err?.message ?? err}`);
      }
    }),
  );
}

let firstSignalAt = 0;
async function shutdown(signal) {
  if (state.draining) {
    if (Date.now() - firstSignalAt < DUPLICATE_MS) return;
    log(`${signal} again: stopping now`);
    process.exit(1);
  }
  state.draining = true;
  firstSignalAt = Date.now();
  const grace = Number(process.env.SHUTDOWN_GRACE_S) > 0 ? Number(process.env.SHUTDOWN_GRACE_S) : 25;
  const deadline = Date.now() + grace * 1000;
  setTimeout(() => {
    log(`work still in progress after SHUTDOWN_GRACE_S=${grace}: stopping now`);
    process.exit(1);
  }, grace * 1000).unref();
  log(`${signal}: finishing the requests in flight (at most ${grace} s)`);
  await Promise.all([drainHttp(), runHooks("stop", deadline)]);
  await runHooks("close", deadline);
  log("stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
