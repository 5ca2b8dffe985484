import fs from "node:fs";
import net from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { freePort } from "./free-port";

const LOWEST = 10_000;
const ephemeralLow = Number(
  fs.readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/)[0],
);
const roomBelow = ephemeralLow - LOWEST >= 2000;

afterEach(() => vi.restoreAllMocks());

describe("freePort", () => {
  it.runIf(roomBelow)(
    "picks ports below the ephemeral range, where outgoing connections never take them",
    async () => {
      const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
      for (const port of ports) {
        expect(port).toBeGreaterThanOrEqual(LOWEST);
        expect(port).toBeLessThan(ephemeralLow);
      }
      expect(new Set(ports).size).toBeGreaterThan(1); // random, not one fixed port
    },
  );

  it.runIf(roomBelow)("passes over a candidate something already listens on", async () => {
    // The random draw that maps to a given port below the range.
    const drawFor = (port: number) => (port - LOWEST + 0.5) / (ephemeralLow - LOWEST);
    const taken = net.createServer();
    const takenPort = await listenBelow(taken);
    try {
      vi.spyOn(Math, "random")
        .mockReturnValueOnce(drawFor(takenPort))
        .mockReturnValueOnce(drawFor(takenPort + 1));
      expect(await freePort()).toBe(takenPort + 1);
    } finally {
      taken.close();
    }
  });
});

// Listens on some free port below the ephemeral range (the one after it free too) and returns it.
async function listenBelow(srv: net.Server): Promise<number> {
  for (let port = LOWEST + 1000; port < ephemeralLow - 1; port += 7) {
    const ok = await new Promise<boolean>((resolve) => {
      srv.once("error", () => resolve(false));
      srv.listen(port, "127.0.0.1", () => resolve(true));
    });
    if (!ok) continue;
    const next = net.createServer();
    const nextFree = await new Promise<boolean>((resolve) => {
      next.once("error", () => resolve(false));
      next.listen(port + 1, "127.0.0.1", () => next.close(() => resolve(true)));
    });
    if (nextFree) return port;
    await new Promise<void>((r) => srv.close(() => r()));
  }
  throw new Error("no free port below the ephemeral range");
}
