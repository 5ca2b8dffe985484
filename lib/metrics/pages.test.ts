import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readPageRoutes } from "./pages";
import { statusClass } from "./status-class";

describe("readPageRoutes", () => {
  it("keeps the build's pages (not route handlers), static ones first, with Next's regexes", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pc-pages-"));
    fs.writeFileSync(
      path.join(dir, "app-path-routes-manifest.json"),
      JSON.stringify({
        "/(console)/projects/new/page": "/projects/new",
        "/(console)/projects/[projectId]/page": "/projects/[projectId]",
        "/api/projects/[id]/route": "/api/projects/[id]",
      }),
    );
    fs.writeFileSync(
      path.join(dir, "routes-manifest.json"),
      JSON.stringify({
        staticRoutes: [{ page: "/projects/new", regex: "^/projects/new(?:/)?$" }],
        dynamicRoutes: [
          { page: "/api/projects/[id]", regex: "^/api/projects/([^/]+?)(?:/)?$" },
          { page: "/projects/[projectId]", regex: "^/projects/([^/]+?)(?:/)?$" },
        ],
      }),
    );
    const routes = readPageRoutes(dir);
    const match = (p: string) => routes.find((r) => r.regex.test(p))?.page;
    expect(routes.map((r) => r.page)).toEqual(["/projects/new", "/projects/[projectId]"]);
    expect([match("/projects/new"), match("/projects/42"), match("/api/projects/1")]).toEqual([
      "/projects/new",
      "/projects/[projectId]",
      undefined,
    ]);
    expect(readPageRoutes(path.join(dir, "missing"))).toEqual([]);
    fs.rmSync(dir, { recursive: true });
  });
});

describe("statusClass", () => {
  it.each([
    [200, "2xx"],
    [307, "3xx"],
    [404, "4xx"],
    [503, "5xx"],
    [undefined, "error"],
    [0, "error"],
  ])("%s → %s", (status, cls) => expect(statusClass(status)).toBe(cls));
});
