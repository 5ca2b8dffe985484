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
const QUIET_MS = 1_000; // how long a connection must have been quiet, once draining, before it is closed
const DUPLICATE_MS = 1_000; // Ctrl-C reaches the launcher and the app alike: a signal that soon is the same one
const LINGER_QUIET_MS = 250; // the listener closes once no connection came for this long after the signal…
const LINGER_MAX_MS = 2_000; // …or after this at most
let lastAcceptAt = 0;
const sockets = new Map(); // socket -> { busy, quietSince, readAtIdle }
const servers = new Set();
const log = (m) => console.log(`[shutdown] ${m}`);

const createServer = http.createServer;
http.createServer = function (...args) {
  const server = createServer.apply(http, args);
  servers.add(server);
  server.on("connection", (socket) => {
    lastAcceptAt = Date.now();
    sockets.set(socket, { busy: 0, quietSince: Date.now(), readAtIdle: 0 });
    socket.once("close", () => sockets.delete(socket));
  });
  server.on("request", (req, res) => {
    const s = sockets.get(req.socket);
    if (!s) return;
    s.busy++;
    s.quietSince = Infinity;
    if (state.draining && !res.headersSent) res.setHeader("Connection", "close");
    res.once("close", () => {
      s.busy--;
      s.quietSince = Date.now();
      s.readAtIdle = req.socket.bytesRead;
    });
  });
  return server;
};

// A connection is idle when no request is in progress and no byte of another has arrived (closing one with unread
// bytes would reset it).
const idle = (socket, s) => s.busy === 0 && socket.bytesRead === s.readAtIdle;

// Resolves once every connection is closed: busy ones after their answer, idle ones (kept alive, or accepted with
// no request yet) once quiet for QUIET_MS, checked again after a poll phase, since on a busy server a request's
// bytes can wait in the kernel for a while. The listener closes only once no connection has come for
// LINGER_QUIET_MS: connections the kernel completed before the signal wait in its accept queue, and closing the
// listener resets them (measured: with a close a few event-loop turns after the signal, 17 of 20 reads whose
// requests were fully sent were reset on a loaded machine). Those that come meanwhile are served, with
// `Connection: close`, and /api/ready already answers 503.
async function drainHttp() {
  const start = Date.now();
  for (;;) {
    await new Promise((r) => setTimeout(r, 10));
    const now = Date.now();
    if (now - start >= LINGER_MAX_MS || (now - lastAcceptAt >= LINGER_QUIET_MS && now - start >= 50)) break;
  }
  for (const server of servers) net.Server.prototype.close.call(server);
  await new Promise((resolve) => {
    const check = () => {
      for (const [socket, s] of sockets)
        if (idle(socket, s) && Date.now() - s.quietSince >= QUIET_MS)
          setImmediate(() => idle(socket, s) && socket.end());
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
  await runHooks("flush", deadline);
  await runHooks("close", deadline);
  log("stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
