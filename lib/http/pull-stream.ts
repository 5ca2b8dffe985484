import "server-only";
import { logger } from "@/lib/logger";

// A response body made of the chunks an async iterator yields, pulled, never pushed: the next chunk is asked
// for only once the reader has taken the previous one (highWaterMark 1), so a slow reader slows the work
// behind it (upstream paging, queries) instead of making the server hold what it has not read. At most the
// chunk being written, one queued and one being made are in memory. When the reader goes away (a closed
// page, a cancelled download) `stop` aborts, which is to end whatever the iterator is waiting for.
export function pullStream(
  chunks: (signal: AbortSignal) => AsyncIterator<string>,
  opts: { signal: AbortSignal; what: string },
): ReadableStream<Uint8Array> {
  const stop = new AbortController();
  const signal = AbortSignal.any([opts.signal, stop.signal]);
  const encoder = new TextEncoder();
  let it: AsyncIterator<string> | undefined;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          it ??= chunks(signal);
          const next = await it.next();
          if (next.done) controller.close();
          else controller.enqueue(encoder.encode(next.value));
        } catch (err) {
          if (signal.aborted) return; // the reader went away: cancel() below has said so
          logger.error({ err }, `${opts.what} stopped`);
          controller.error(err);
        }
      },
      cancel() {
        logger.debug({ what: opts.what }, "client closed");
        stop.abort();
      },
    },
    { highWaterMark: 1 },
  );
}
