import http from "node:http";
import type { AddressInfo } from "node:net";

// A round-robin HTTP balancer for the cluster tests, standing in for haproxy (which CI may not have): each request
// goes to the next target, and to the one after when a target refuses the connection (killed, stopped). It counts
// what passed per "METHOD path" and can slow requests down (`delayMs`), e.g. to stretch a crawl.
export type Balancer = {
  url: string;
  targets: string[];
  seen: string[];
  // The form of each token request that passed (the console's instances asking for tokens, by scope set).
  tokenForms: URLSearchParams[];
  delayMs: (methodAndUrl: string) => number;
  close: () => Promise<void>;
};

export async function startBalancer(): Promise<Balancer> {
  let next = 0;
  const b: Balancer = {
    url: "",
    targets: [],
    seen: [],
    tokenForms: [],
    delayMs: () => 0,
    close: async () => {},
  };
  const server = http.createServer((req, res) => {
    const key = `${req.method} ${req.url}`;
    b.seen.push(key);
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      if (req.url === "/sandbox/oauth/token") b.tokenForms.push(new URLSearchParams(body.toString()));
      const tryTarget = (left: number) => {
        const target = b.targets[next++ % b.targets.length]!;
        const up = http.request(
          `${target}${req.url ?? "/"}`,
          { method: req.method, headers: { ...req.headers, host: new URL(target).host } },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        up.on("error", () => {
          if (left > 1 && !res.headersSent) tryTarget(left - 1);
          else res.destroy();
        });
        up.end(body);
      };
      setTimeout(() => tryTarget(b.targets.length), b.delayMs(key));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  b.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  b.close = () =>
    new Promise((done) => {
      server.closeAllConnections();
      server.close(() => done());
    });
  return b;
}
