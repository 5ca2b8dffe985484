// A start failure the user can act on: one plain paragraph, a non-zero exit, never a stack trace.
export class StartError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "StartError";
  }
}

// The text printed for any failure of a launcher or a CLI: a StartError as it is written; anything else as its
// own message with a pointer to the remedies, so an unexpected error still reads as a sentence.
export function plainFailure(err: unknown, what = "npm start"): string {
  if (err instanceof StartError) return err.message;
  const message = err instanceof Error ? err.message : String(err);
  return `${what} failed: ${message.split("\n")[0]}. See "If npm start fails" in README.md.`;
}

// Makes every failure of this process print one paragraph on stderr and exit non-zero, including ones that
// escape the main promise.
export function failPlainlyOnCrash(what: string, beforeExit: (code: number) => void | Promise<void>) {
  const crash = (err: unknown) => {
    console.error(`\n${plainFailure(err, what)}\n`);
    void Promise.resolve(beforeExit(1)).finally(() => process.exit(1));
  };
  process.on("uncaughtException", crash);
  process.on("unhandledRejection", crash);
}
