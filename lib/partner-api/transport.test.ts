import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { send } from "./transport";

let server: http.Server;
let base = "";
let connections = 0;
let lastHeaders: http.IncomingHttpHeaders = {};
let lastBody = "";

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      lastHeaders = req.headers;
      lastBody = raw;
      if (req.url === "/slow") return void setTimeout(() => res.end("{}"), 500);
      if (req.url === "/text") return void res.end("not json");
      res.writeHead(req.url?.startsWith("/missing") ? 404 : 200, {
        "content-type": "application/json",
        "x-ratelimit-remaining": "7",
      });
      res.end(JSON.stringify({ path: req.url }));
    });
  });
  server.on("connection", () => connections++);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((r) => server.close(() => r()));
});

const get = (path: string, signal = AbortSignal.timeout(5_000)) =>
  send(`${base}${path}`, { method: "GET", headers: { accept: "application/json" }, signal });

describe("the Partner API transport", () => {
  it("answers the status, the headers (by any case) and the body's JSON", async () => {
    const res = await get("/missing?x=1");
    expect(res.status).toBe(404);
    expect(res.ok).toBe(false);
    expect(res.headers.get("X-RateLimit-Remaining")).toBe("7");
    expect(res.headers.get("retry-after")).toBeNull();
    expect(res.json()).toEqual({ path: "/missing?x=1" });
    const text = await get("/text");
    expect(text.ok).toBe(true);
    expect(text.json()).toBeUndefined();
  });

  it("sends the method, headers and body", async () => {
    const body = JSON.stringify({ name: "ü" });
    const res = await send(`${base}/p`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
      signal: AbortSignal.timeout(5_000),
    });
    expect(res.status).toBe(200);
    expect(lastBody).toBe(body);
    expect(lastHeaders["content-length"]).toBe(String(Buffer.byteLength(body)));
  });

  it("reuses kept-alive connections instead of opening one per request", async () => {
    await get("/warm");
    const before = connections;
    for (let i = 0; i < 20; i++) await get(`/seq/${i}`);
    expect(connections - before).toBe(0);
    // Ten at once need at most ten connections, and the next ten reuse them.
    await Promise.all(Array.from({ length: 10 }, (_, i) => get(`/par/${i}`)));
    const afterFirst = connections;
    await Promise.all(Array.from({ length: 10 }, (_, i) => get(`/par2/${i}`)));
    expect(connections).toBe(afterFirst);
  });

  it("rejects with the signal's reason: a TimeoutError when the time runs out", async () => {
    await expect(get("/slow", AbortSignal.timeout(50))).rejects.toMatchObject({ name: "TimeoutError" });
    const ac = new AbortController();
    ac.abort();
    await expect(get("/warm", ac.signal)).rejects.toMatchObject({ name: "AbortError" });
  });

  it("rejects when nothing listens", async () => {
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, "127.0.0.1", r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    await expect(
      send(`http://127.0.0.1:${port}/`, { method: "GET", headers: {}, signal: AbortSignal.timeout(5_000) }),
    ).rejects.toMatchObject({ code: "ECONNREFUSED" });
  });
});
