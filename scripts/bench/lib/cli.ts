import { BenchError } from "./errors";

// --duration <s> (or --duration=<s>, or BENCH_DURATION): seconds of load per route, 10 unless given.
export function parseDuration(argv: string[], script: string): number {
  let raw = process.env.BENCH_DURATION;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--duration") raw = argv[++i];
    else if (arg.startsWith("--duration=")) raw = arg.slice("--duration=".length);
    else throw new BenchError(`unknown argument ${arg} (usage: npm run ${script} [-- --duration <seconds>])`);
  }
  if (raw === undefined) return 10;
  const seconds = Number(raw);
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > 600)
    throw new BenchError(`--duration must be a whole number of seconds from 1 to 600, not "${raw}"`);
  return seconds;
}
