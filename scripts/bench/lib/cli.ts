import { BenchError } from "./errors";

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
