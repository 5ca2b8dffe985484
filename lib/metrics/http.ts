import client from "prom-client";
import { metricsEnabled, shared, sharedCounter } from "./registry";
import { statusClass } from "./status-class";

// Which surface served a request: a page, the console API (app/api), or the sandbox's Partner API.
export type HttpKind = "page" | "api" | "sandbox";

const requests = sharedCounter(
  "http_requests_total",
  "HTTP requests answered, by surface, route template, method and status class.",
  ["kind", "route", "method", "status_class"] as const,
);
const duration = shared(
  "http_request_duration_seconds",
  (registers) =>
    new client.Histogram({
      name: "http_request_duration_seconds",
      help: "Time to answer an HTTP request (to the response's headers for streamed bodies), by surface, route template, method and status class.",
      labelNames: ["kind", "route", "method", "status_class"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
);

const enabled = metricsEnabled();
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

// prom-client hashes a label object on every call; the children are kept by one joined key instead.
type Labels = "kind" | "route" | "method" | "status_class";
type Child = { count: client.Counter.Internal; time: client.Histogram.Internal<Labels> };
const children = new Map<string, Child>();

export function recordHttp(kind: HttpKind, route: string, method: string, status: number, seconds: number) {
  if (!enabled) return;
  const m = METHODS.has(method) ? method : "other";
  const cls = statusClass(status);
  const key = `${kind} ${route} ${m} ${cls}`;
  let child = children.get(key);
  if (!child) {
    const labels = { kind, route, method: m, status_class: cls };
    child = { count: requests.labels(labels), time: duration.labels(labels) };
    children.set(key, child);
  }
  child.count.inc();
  child.time.observe(seconds);
}

// A timer for one request: `done(status)` records it under the route template known by then.
export function httpTimer(kind: HttpKind, method: string) {
  const start = performance.now();
  return {
    route: "unmatched",
    done(status: number) {
      recordHttp(kind, this.route, method, status, (performance.now() - start) / 1000);
    },
  };
}

// A console API route's template from its path and Next's route params: each segment that is a param's value
// becomes `[name]` (`/api/projects/42/milestones` with { id: "42" } → `/api/projects/[id]/milestones`), so no id
// or user input becomes a label.
export function routeTemplate(pathname: string, params: Record<string, string | string[]>): string {
  const segments = pathname.split("/");
  for (const [name, value] of Object.entries(params)) {
    const values = Array.isArray(value) ? value : [value];
    if (Array.isArray(value)) {
      const at = segments.indexOf(encodeURIComponent(values[0] ?? ""));
      if (at > 0) segments.splice(at, values.length, `[...${name}]`);
      continue;
    }
    for (let i = segments.length - 1; i > 0; i--)
      if (segments[i] === encodeURIComponent(value) || safeDecode(segments[i]!) === value) {
        segments[i] = `[${name}]`;
        break;
      }
  }
  return segments.join("/");
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

type RouteContext = { params: Promise<Record<string, string | string[]>> };

// Wraps a console API route handler: its answer is timed under the route's template (routeTemplate).
export function timedConsoleApi<C extends RouteContext | undefined>(
  handler: (req: Request, route?: C) => Promise<Response>,
) {
  return async (req: Request, route?: C): Promise<Response> => {
    if (!enabled) return handler(req, route);
    const start = performance.now();
    const res = await handler(req, route);
    const seconds = (performance.now() - start) / 1000;
    try {
      // A route without dynamic segments has no params (undefined, not {}).
      const params = (route ? await route.params : undefined) ?? {};
      recordHttp("api", routeTemplate(new URL(req.url).pathname, params), req.method, res.status, seconds);
    } catch {
      // Metrics never cost a request its answer.
    }
    return res;
  };
}
