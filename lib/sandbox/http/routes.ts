import { operations, type Operation, type OperationId } from "@/lib/partner-api/contract";

type Route = { id: OperationId; op: Operation; pattern: RegExp; names: string[] };

// Compiled once from the contract's operation table, so the sandbox serves exactly what the contract lists.
const routes: Route[] = (Object.entries(operations) as [OperationId, Operation][]).map(([id, op]) => {
  const names: string[] = [];
  const source = op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    names.push(name);
    return "([^/]+)";
  });
  return { id, op, pattern: new RegExp(`^${source}$`), names };
});

export type Match =
  | { kind: "found"; id: OperationId; op: Operation; rawParams: Record<string, string> }
  | { kind: "method_not_allowed"; allow: string[] }
  | { kind: "not_found" };

export function matchRoute(method: string, path: string): Match {
  const allow: string[] = [];
  for (const r of routes) {
    const m = r.pattern.exec(path);
    if (!m) continue;
    if (r.op.method !== method) {
      allow.push(r.op.method);
      continue;
    }
    const rawParams: Record<string, string> = {};
    r.names.forEach((n, i) => (rawParams[n] = safeDecode(m[i + 1] ?? "")));
    return { kind: "found", id: r.id, op: r.op, rawParams };
  }
  return allow.length ? { kind: "method_not_allowed", allow } : { kind: "not_found" };
}

// A malformed escape stays as it is: the id check then refuses it with a 400.
function safeDecode(v: string): string {
  try {
    return decodeURIComponent(v);
  } catch {
    return v;
  }
}
