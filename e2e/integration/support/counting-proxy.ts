import http from "node:http";
import type { AddressInfo } from "node:net";

// A proxy in front of a test server's sandbox that tells the test of every request it passes on, with the
// answer's status and headers (the X-RateLimit-* of each call), so a test can count what the console asked.
export type Passed = {
  method: string;
  url: string;
  status: number;
  headers: http.IncomingHttpHeaders;
  at: number;
};

export function startCountingProxy(
  target: string,
  on: { request?: (methodAndUrl: string) => void; answer?: (p: Passed) => void },
): Promise<{ url: string; close: () => Promise<void> }> {
  const proxy = http.createServer((req, res) => {
    on.request?.(`${req.method} ${req.url}`);
    const upstream = http.request(
      `${target}${req.url ?? "/"}`,
      { method: req.method, headers: { ...req.headers, host: new URL(target).host } },
      (up) => {
        on.answer?.({
          method: req.method ?? "",
          url: req.url ?? "",
          status: up.statusCode ?? 0,
          headers: up.headers,
          at: Date.now(),
        });
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  });
  return new Promise((r) =>
    proxy.listen(0, "127.0.0.1", () =>
      r({
        url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
        close: () => new Promise((done) => proxy.close(() => done())),
      }),
    ),
  );
}
