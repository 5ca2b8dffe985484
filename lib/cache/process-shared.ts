// One value per server process under `key`. The production build may give route handlers their own copies of a
// module; state whose point is to be seen by every route of the process (the API clients with their coalesced
// reads, the record index's write-through) is kept here rather than in a module variable. Not a cache: a registry.
const REGISTRY = Symbol.for("partner-console.process-shared");
type Holder = { [REGISTRY]?: Map<string, unknown> };

export function processShared<T>(key: string, make: () => T): T {
  const holder = globalThis as Holder;
  const registry = (holder[REGISTRY] ??= new Map<string, unknown>());
  if (!registry.has(key)) registry.set(key, make());
  return registry.get(key) as T;
}
