// A failure a bench, perf or fuzz script explains in one line (no stack): a bad argument, a missing build, a wrong
// answer. In lib/dev because the console sign-in (console-session.ts) throws it too.
export class BenchError extends Error {}
