import http from "node:http";

// The socket's address and the X-Forwarded-For a request arrived with, as request headers only the server
// itself sets. Next's `next start` passes a client's own X-Forwarded-For through unchanged (it fills the header
// in with the socket's address only when it is missing, so a handler cannot tell the two apart) and gives route
// handlers no access to the socket. So the node:http server stamps every request before Next sees it,
// overwriting whatever a client sent under these names. Installed once from instrumentation.ts.
export const PEER_HEADER = "x-partner-console-peer";
export const FORWARDED_HEADER = "x-partner-console-forwarded-for";

const installed = Symbol.for("partner-console.peer-address");

export function installPeerAddressHeader() {
  const proto = http.Server.prototype as http.Server & { [installed]?: boolean };
  if (proto[installed]) return;
  proto[installed] = true;
  const emit = proto.emit;
  proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") {
      const req = args[0] as http.IncomingMessage;
      req.headers[PEER_HEADER] = req.socket?.remoteAddress ?? "";
      const fwd = req.headers["x-forwarded-for"];
      req.headers[FORWARDED_HEADER] = Array.isArray(fwd) ? fwd.join(",") : (fwd ?? "");
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof proto.emit;
}
