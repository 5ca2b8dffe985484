// `npm run cluster -- --instances N [--port P]`: the arguments, checked before anything starts, each problem a
// sentence of its own.
export const MAX_INSTANCES = 8;

export type ClusterArgs = { instances: number; port: number };

export function parseClusterArgs(argv: string[]): { args?: ClusterArgs; problems: string[] } {
  const problems: string[] = [];
  const given = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const [name, inline] = argv[i]!.split("=", 2) as [string, string | undefined];
    if (name !== "--instances" && name !== "--port") {
      problems.push(`unknown argument ${JSON.stringify(name.slice(0, 40))} (use --instances N and --port P)`);
      // Its value, if it has one, is not a second unknown argument.
      if (inline === undefined && name.startsWith("--") && argv[i + 1] && !argv[i + 1]!.startsWith("-")) i++;
      continue;
    }
    const value = inline ?? argv[++i];
    if (value === undefined) problems.push(`${name} needs a value`);
    else given.set(name, value);
  }
  const whole = (name: string, raw: string | undefined, min: number, max: number, fallback: number) => {
    if (raw === undefined) return fallback;
    if (/^\d+$/.test(raw) && Number(raw) >= min && Number(raw) <= max) return Number(raw);
    problems.push(
      `${name} must be a whole number from ${min} to ${max} (got ${JSON.stringify(raw.slice(0, 20))})`,
    );
    return fallback;
  };
  const instances = whole("--instances", given.get("--instances"), 1, MAX_INSTANCES, 2);
  const port = whole("--port", given.get("--port") ?? process.env.PORT, 1024, 65535, 3000);
  return problems.length > 0 ? { problems } : { args: { instances, port }, problems };
}

// Pool sizes per instance so that N instances stay inside PostgreSQL's default max_connections (100, of which 3
// are reserved for superusers): 10 + 10 up to 4 instances, then shared out; each also holds 1 liveness connection.
export function poolSizes(instances: number): { main: number; engine: number } {
  const each = Math.min(20, Math.floor(88 / instances) - 1);
  return { main: Math.ceil(each / 2), engine: Math.floor(each / 2) };
}
