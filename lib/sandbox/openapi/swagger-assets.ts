import "server-only";
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import getAbsoluteFSPath from "swagger-ui-dist/absolute-path.js";

// The only swagger-ui-dist files the docs page needs; nothing else in the package is served.
const contentTypes = {
  "swagger-ui.css": "text/css; charset=utf-8",
  "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
  "favicon-32x32.png": "image/png",
} as const;

export type SwaggerAsset = keyof typeof contentTypes;
export const isSwaggerAsset = (name: string): name is SwaggerAsset => Object.hasOwn(contentTypes, name);
export const swaggerAssetType = (name: SwaggerAsset) => contentTypes[name];

let dir: string | undefined;
// The package's own answer, from node_modules at run time: it is in serverExternalPackages, so not bundled (a
// bundler turns require.resolve into a module id, not a path).
function distDir(): string {
  dir ??= getAbsoluteFSPath();
  return dir;
}

let version: string | undefined;
// Goes into asset URLs, so the long cache lifetime ends when the package is upgraded.
export function swaggerUiVersion(): string {
  version ??= (JSON.parse(readFileSync(path.join(distDir(), "package.json"), "utf8")) as { version: string })
    .version;
  return version;
}

const cache = new Map<SwaggerAsset, Promise<Buffer>>();
export function readSwaggerAsset(name: SwaggerAsset): Promise<Buffer> {
  let file = cache.get(name);
  if (!file) {
    file = readFile(path.join(distDir(), name));
    file.catch(() => cache.delete(name));
    cache.set(name, file);
  }
  return file;
}
