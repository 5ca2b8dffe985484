// A free loopback port for a server to listen on (the launcher's embedded PostgreSQL, the test servers), taken
// below the machine's ephemeral range: every outgoing connection draws its source port from that range, so a port
// found free inside it can be taken by one (any process's) before the server listens, and the start fails with
// EADDRINUSE. Below it, only another listener could; each candidate is checked by binding it. Where the range
// starts too low to leave room, the kernel's pick (port 0).
import fs from "node:fs";
import net from "node:net";

const LOWEST_PORT = 10_000;

export async function freePort(): Promise<number> {
  const low = ephemeralLow();
  if (low - LOWEST_PORT >= 2000)
    for (let i = 0; i < 50; i++) {
      const port = LOWEST_PORT + Math.floor(Math.random() * (low - LOWEST_PORT));
      if (await bindable(port)) return port;
    }
  const any = await bindable(0);
  if (any === false) throw new Error("no free loopback port");
  return any;
}

function ephemeralLow(): number {
  try {
    const [low] = fs.readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/);
    return Number(low) || 0;
  } catch {
    return 0;
  }
}

// The port when `port` (0: any) could be bound on 127.0.0.1, else false.
function bindable(port: number): Promise<number | false> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once("error", () => resolve(false));
    srv.listen(port, "127.0.0.1", () => {
      const bound = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(bound));
    });
  });
}
