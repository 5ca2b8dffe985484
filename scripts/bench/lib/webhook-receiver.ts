import http from "node:http";
import type { AddressInfo } from "node:net";

export type Arrivals = {
  url: string;
  requests: () => number;
  // delivery_id → ms from the event's occurred_at (the mutation's commit) to its first attempt's arrival
  firstArrival: Map<string, number>;
  arrivalsBetween: (from: number, to: number) => number;
  close: () => Promise<void>;
};

// A loopback receiver that answers 204 at once and records, per delivery_id, when its first attempt arrived.
export async function startArrivalReceiver(): Promise<Arrivals> {
  const firstArrival = new Map<string, number>();
  const times: number[] = [];
  let requests = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const at = Date.now();
      requests++;
      res.writeHead(204).end();
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as {
        delivery_id: string;
        occurred_at: string;
      };
      if (firstArrival.has(body.delivery_id)) return;
      firstArrival.set(body.delivery_id, at - Date.parse(body.occurred_at));
      times.push(at);
    });
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks`,
    requests: () => requests,
    firstArrival,
    arrivalsBetween: (from, to) => times.filter((t) => t >= from && t < to).length,
    close: () => new Promise((r) => server.close(() => r())),
  };
}
