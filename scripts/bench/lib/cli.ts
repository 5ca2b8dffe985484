import { BenchError } from "../../../lib/dev/errors";

export type IntOption = {
  unit: string; // what the number counts, for the usage line and errors ("seconds", "runs")
  fallback: number; // when neither the flag nor the environment variable is given
  min: number;
  max: number;
  env?: string; // an environment variable read before the flag
};

// Whole-number options, each as --<name> <n> or --<name>=<n> (or its environment variable); anything else is refused
// with a usage line.
export function parseIntOptions<K extends string>(
  argv: string[],
  script: string,
  options: Record<K, IntOption>,
): Record<K, number> {
  const names = Object.keys(options) as K[];
  const raw = new Map<K, string | undefined>(
    names.map((n) => [n, options[n].env && process.env[options[n].env]]),
  );
  const usage = names.map((n) => `--${n} <${options[n].unit}>`).join("] [");
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const name = names.find((n) => arg === `--${n}` || arg.startsWith(`--${n}=`));
    if (!name) throw new BenchError(`unknown argument ${arg} (usage: npm run ${script} [-- [${usage}]])`);
    raw.set(name, arg === `--${name}` ? argv[++i] : arg.slice(`--${name}=`.length));
  }
  const parsed = {} as Record<K, number>;
  for (const name of names) {
    const { unit, fallback, min, max } = options[name];
    const text = raw.get(name);
    const value = text === undefined ? fallback : Number(text);
    if (!Number.isInteger(value) || value < min || value > max)
      throw new BenchError(
        `--${name} must be a whole number of ${unit} from ${min} to ${max}, not "${text}"`,
      );
    parsed[name] = value;
  }
  return parsed;
}

// --duration <s> (or --duration=<s>, or BENCH_DURATION): seconds of load per route, 10 unless given.
export function parseDuration(argv: string[], script: string): number {
  return parseIntOptions(argv, script, {
    duration: { unit: "seconds", fallback: 10, min: 1, max: 600, env: "BENCH_DURATION" },
  }).duration;
}

// --only a,b (or --only=a,b): the names picked from `names` (all of them without the flag), and the other
// arguments, for parseIntOptions.
export function parseOnly(
  argv: string[],
  script: string,
  names: readonly string[],
): { only: Set<string>; rest: string[] } {
  const i = argv.findIndex((a) => a === "--only" || a.startsWith("--only="));
  if (i === -1) return { only: new Set(names), rest: argv };
  const arg = argv[i]!;
  const value = arg === "--only" ? (argv[i + 1] ?? "") : arg.slice("--only=".length);
  const list = value.split(",").filter(Boolean);
  const unknown = list.filter((n) => !names.includes(n));
  if (unknown.length || list.length === 0)
    throw new BenchError(
      `npm run ${script} -- --only takes names from ${names.join(", ")}; not "${unknown.join(",") || value}"`,
    );
  return { only: new Set(list), rest: argv.filter((_, k) => k !== i && !(arg === "--only" && k === i + 1)) };
}
