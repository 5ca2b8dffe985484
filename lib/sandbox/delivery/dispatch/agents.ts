import "server-only";
import http from "node:http";
import https from "node:https";
import type { TargetPolicy } from "../../core/targets/policy";
import { guardedLookup } from "./guarded-lookup";

// A free connection is dropped after this long idle, or sooner when the target announces a shorter keep-alive
// (`Keep-Alive: timeout=N`, which Node's agent honours with a second to spare, keeping none under 2 s). Reusing
// a connection the target is closing that very moment fails that attempt (it is never sent twice: `send.ts`),
// so idle ones are kept briefly: under load a connection is reused within milliseconds anyway, and targets close
// idle ones after seconds (5 s for Node, 60-75 s for common proxies).
const FREE_SOCKET_MS = 1_000;

type Agents = { http: http.Agent; https: https.Agent };
const byPolicy = new Map<TargetPolicy, Agents>();

// Keep-alive agents per target policy: deliveries to one target (host and port) reuse its connections instead of
// opening one per attempt. Every new connection still resolves through the guarded lookup, so each address a
// connection is made to is checked; a connection opened under one policy is never lent to another.
export function agentsFor(policy: TargetPolicy): Agents {
  let agents = byPolicy.get(policy);
  if (!agents) {
    const options = { keepAlive: true, timeout: FREE_SOCKET_MS, lookup: guardedLookup(policy) };
    agents = { http: new http.Agent(options), https: new https.Agent(options) };
    byPolicy.set(policy, agents);
  }
  return agents;
}
