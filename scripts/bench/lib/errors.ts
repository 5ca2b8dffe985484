// A failure the bench explains in one line (no stack): a bad argument, a missing build, a wrong answer.
export class BenchError extends Error {}
