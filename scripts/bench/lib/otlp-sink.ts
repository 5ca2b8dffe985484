import http from "node:http";
import type { AddressInfo } from "node:net";

// An OTLP/HTTP endpoint that takes every export and discards it, for benches run with tracing on: the app then
// pays for its spans and their export, and nothing else. It counts what it got, so a report can show that the
// spans did go out.
export async function startOtlpSink(): Promise<{
  endpoint: string;
  exports: () => number;
  bytes: () => number;
}> {
  let exports = 0;
  let bytes = 0;
  const server = http.createServer((req, res) => {
    req.on("data", (c: Buffer) => (bytes += c.length));
    req.on("end", () => {
      exports++;
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  server.unref();
  const { port } = server.address() as AddressInfo;
  return { endpoint: `http://127.0.0.1:${port}`, exports: () => exports, bytes: () => bytes };
}
