import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { metricsEnabled } from "./registry";
import { recordHttp } from "./http";

// Pages are timed at the node:http server (a route handler's wrapper sees no page render): from the request's
// arrival to the response's end, so a redirect from proxy.ts counts as the page's 3xx. The route template is the
// app router's own: the page whose regex in the build's routes-manifest.json matches the path (Next's `page`,
// e.g. /projects/[projectId]/edit). The console API and the sandbox are timed by their own wrappers
// (consoleHandler, the sandbox's dispatch) and skipped here, as are Next's assets and /metrics itself.
const SKIP = /^\/(api\/|sandbox(\/|$)|_next\/|metrics$|favicon\.ico$|icon\.svg$|robots\.txt$)/;
const installed = Symbol.for("partner-console.page-metrics");

type Route = { page: string; regex: RegExp };

export function installPageMetrics(distDir = process.env.NEXT_DIST_DIR || ".next"): void {
  if (!metricsEnabled()) return;
  const proto = http.Server.prototype as http.Server & { [installed]?: boolean };
  if (proto[installed]) return;
  proto[installed] = true;
  const routes = readPageRoutes(path.resolve(distDir));
  const templateOf = memo(
    (pathname: string) => routes.find((r) => r.regex.test(pathname))?.page ?? "unmatched",
  );
  const emit = proto.emit;
  proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") {
      const req = args[0] as http.IncomingMessage;
      const res = args[1] as http.ServerResponse;
      const pathname = (req.url ?? "/").split("?")[0]!;
      if (!SKIP.test(pathname)) {
        const start = performance.now();
        const method = req.method ?? "GET";
        res.once("finish", () =>
          recordHttp(
            "page",
            templateOf(pathname),
            method,
            res.statusCode,
            (performance.now() - start) / 1000,
          ),
        );
      }
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof proto.emit;
}

// The app's pages (app-path-routes-manifest.json: route files ending in /page) with their regexes, static ones
// first, as Next matches them. None without a build (dev): every page is then "unmatched".
export function readPageRoutes(dir: string): Route[] {
  try {
    const appPaths = JSON.parse(
      fs.readFileSync(path.join(dir, "app-path-routes-manifest.json"), "utf8"),
    ) as Record<string, string>;
    const pages = new Set(
      Object.entries(appPaths)
        .filter(([file]) => file.endsWith("/page"))
        .map(([, p]) => p),
    );
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, "routes-manifest.json"), "utf8")) as {
      staticRoutes: { page: string; regex: string }[];
      dynamicRoutes: { page: string; regex: string }[];
    };
    return [...manifest.staticRoutes, ...manifest.dynamicRoutes]
      .filter((r) => pages.has(r.page))
      .map((r) => ({ page: r.page, regex: new RegExp(r.regex) }));
  } catch {
    return [];
  }
}

// Client navigations ask for a page's RSC payload at `<path>.rsc` or `<path>.segments/…`: the same page.
function memo(match: (pathname: string) => string) {
  const seen = new Map<string, string>();
  return (raw: string) => {
    let t = seen.get(raw);
    if (t === undefined) {
      const pathname = raw.replace(/\.(rsc|segments)(\/.*)?$/, "") || "/";
      t = match(pathname === "/index" ? "/" : pathname);
      if (seen.size >= 10_000) seen.clear();
      seen.set(raw, t);
    }
    return t;
  };
}
