import http from "node:http";
import type { AddressInfo } from "node:net";

// Loopback webhook receivers for the delivery tests: each records every request it gets (arrival time, headers,
// raw body) and answers as its `respond` function says, after an optional delay.

export type Received = {
  at: number; // Date.now() when the request's body had arrived
  headers: http.IncomingHttpHeaders;
  raw: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  path: string;
  // When the exchange ended: answered, or the sender closed the connection (an attempt cut short).
  closedAt?: number;
};
export type Reply = { status: number; headers?: Record<string, string>; body?: string; delayMs?: number };
export type Receiver = {
  url: string;
  received: Received[];
  waitFor: (n: number, timeoutMs?: number) => Promise<Received[]>;
  close: () => Promise<void>;
};

export async function startReceiver(respond: (r: Received, n: number) => Reply): Promise<Receiver> {
  const received: Received[] = [];
  const sockets = new Set<import("node:net").Socket>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        body = undefined;
      }
      const r: Received = { at: Date.now(), headers: req.headers, raw, body, path: req.url ?? "" };
      received.push(r);
      res.on("close", () => (r.closedAt = Date.now()));
      const reply = respond(r, received.length);
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(reply.status, reply.headers).end(reply.body ?? "");
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    async waitFor(n, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < n) {
        if (Date.now() > deadline)
          throw new Error(`receiver ${port}: ${received.length} of ${n} requests within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return received;
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise((r) => server.close(r));
    },
  };
}

export const ok = (): Reply => ({ status: 200, body: "ok" });
