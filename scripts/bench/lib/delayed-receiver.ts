import http from "node:http";
import type { AddressInfo } from "node:net";

// A loopback receiver answering 200 after `delayMs`, counting every request and the delivery_ids that arrived.
export async function startDelayedReceiver(delayMs: number) {
  const arrived = new Set<string>();
  let requests = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      requests++;
      try {
        arrived.add(
          (JSON.parse(Buffer.concat(chunks).toString("utf8")) as { delivery_id: string }).delivery_id,
        );
      } catch {
        // not a delivery
      }
      setTimeout(() => res.writeHead(200).end("ok"), delayMs);
    });
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    arrived,
    requests: () => requests,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
