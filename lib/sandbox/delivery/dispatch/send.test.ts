import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { send } from "./send";

let server: Server;
let openPort = 0;
let closedPort = 0;

beforeAll(async () => {
  server = createServer((_req, res) => res.end("secret banner"));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  openPort = (server.address() as AddressInfo).port;
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, "127.0.0.1", r));
  closedPort = (probe.address() as AddressInfo).port;
  await new Promise((r) => probe.close(r));
});
afterAll(() => new Promise((r) => server.close(r)));

const post = (url: string, targets: "public" | "loopback+public", headers: Record<string, string> = {}) =>
  send({ url, headers, body: "{}", timeoutMs: 2000, signal: new AbortController().signal, targets });

describe("send", () => {
  it("reaches a loopback receiver when loopback is allowed", async () => {
    expect(await post(`http://127.0.0.1:${openPort}/`, "loopback+public")).toMatchObject({
      kind: "response",
      status: 200,
      body: "secret banner",
    });
  });

  it("refuses loopback targets under public the same way for open and closed ports, by address or name", async () => {
    const results = await Promise.all(
      [openPort, closedPort].flatMap((port) =>
        [`http://127.0.0.1:${port}/`, `http://localhost:${port}/`, `http://[::ffff:127.0.0.1]:${port}/`].map(
          (url) => post(url, "public"),
        ),
      ),
    );
    for (const r of results)
      expect(r).toEqual({
        kind: "error",
        error: "refused: the target's address is not allowed (SANDBOX_WEBHOOK_TARGETS)",
      });
  });

  it("turns a header Node refuses into a local failure instead of throwing", async () => {
    for (const value of ["\u{1F600}", "a\r\nb", "nul\u0000"])
      expect(
        await post(`http://127.0.0.1:${openPort}/`, "loopback+public", { "x-key": value }),
      ).toMatchObject({
        kind: "error",
        local: true,
      });
  });
});
