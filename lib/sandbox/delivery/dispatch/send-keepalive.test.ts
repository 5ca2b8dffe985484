import { createServer, type Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { send } from "./send";

let server: Server | undefined;
afterEach(() => new Promise<void>((r) => (server ? server.close(() => r()) : r())));

// A receiver that counts the connections made to it. `hangUpOn: n` drops a connection, unanswered, when the nth
// request arrives on it: at 2, as a receiver closing an idle kept connection just as it is reused would.
async function receiver(opts: { hangUpOn?: number } = {}) {
  const sockets: Socket[] = [];
  const served = new WeakMap<Socket, number>();
  server = createServer((req, res) => {
    const n = (served.get(req.socket) ?? 0) + 1;
    served.set(req.socket, n);
    if (n === opts.hangUpOn) return req.socket.destroy();
    req.resume();
    req.on("end", () => res.end("ok"));
  });
  server.on("connection", (s) => sockets.push(s));
  await new Promise<void>((r) => server!.listen(0, "127.0.0.1", r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, sockets };
}

const post = (url: string, targets: "public" | "loopback+public" = "loopback+public") =>
  send({ url, headers: {}, body: "{}", timeoutMs: 2000, signal: new AbortController().signal, targets });

describe("send keeps connections alive", () => {
  it("reuses one connection for consecutive deliveries to a target", async () => {
    const r = await receiver();
    for (let i = 0; i < 5; i++) expect(await post(r.url)).toMatchObject({ kind: "response", status: 200 });
    expect(r.sockets).toHaveLength(1);
  });

  it("never sends a POST twice: a kept connection closed unanswered is the attempt's result", async () => {
    const r = await receiver({ hangUpOn: 2 });
    expect(await post(r.url)).toMatchObject({ kind: "response", status: 200 });
    expect(await post(r.url)).toEqual({ kind: "error", error: "connection reset" });
    expect(r.sockets).toHaveLength(1); // the next attempt opens a new one
    expect(await post(r.url)).toMatchObject({ kind: "response", status: 200 });
    expect(r.sockets).toHaveLength(2);
  });

  it("drops a connection left idle for a second", async () => {
    const r = await receiver();
    expect(await post(r.url)).toMatchObject({ kind: "response", status: 200 });
    await new Promise((res) => setTimeout(res, 1_200));
    expect(await post(r.url)).toMatchObject({ kind: "response", status: 200 });
    expect(r.sockets).toHaveLength(2);
  });

  it("never lends a connection kept under loopback+public to a send under public", async () => {
    const r = await receiver();
    expect(await post(r.url)).toMatchObject({ kind: "response", status: 200 });
    expect(await post(r.url.replace("127.0.0.1", "localhost"), "public")).toMatchObject({
      kind: "error",
      error: "refused: the target's address is not allowed (SANDBOX_WEBHOOK_TARGETS)",
    });
    expect(await post(r.url, "public")).toMatchObject({ kind: "error" });
    expect(r.sockets).toHaveLength(1);
  });
});
