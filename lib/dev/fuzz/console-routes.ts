import fs from "node:fs";
import path from "node:path";

export type ConsoleRoute = {
  template: string; // "/api/projects/[id]"
  methods: string[]; // the methods its route file exports
  body: boolean; // some handler in it declares a body schema (or it is next-auth's)
};

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];

// Every console API route, read from app/api/**/route.ts: its path and the methods its file exports. The table
// follows the code, so a new route is fuzzed and benchmarked without being listed anywhere.
export function consoleRoutes(root: string): ConsoleRoute[] {
  const base = path.join(root, "app/api");
  const found: ConsoleRoute[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === "route.ts") {
        const source = fs.readFileSync(full, "utf8");
        const methods = METHODS.filter((m) =>
          new RegExp(`export const ${m}\\b|export \\{[^}]*\\bas ${m}\\b`).test(source),
        );
        const rel = path.relative(base, path.dirname(full)).split(path.sep).join("/");
        found.push({
          template: `/api/${rel}`,
          methods,
          body: /^\s*body: (?!\{)|routes\.POST|nextauth/m.test(source),
        });
      }
    }
  };
  walk(base);
  return found.sort((a, b) => a.template.localeCompare(b.template));
}

// A concrete path for a template: each [param] replaced by the value `fill` gives for its name.
export function fillPath(template: string, fill: (name: string) => string): string {
  return template.replace(/\[(?:\.\.\.)?([^\]]+)\]/g, (_, name: string) => fill(name));
}
