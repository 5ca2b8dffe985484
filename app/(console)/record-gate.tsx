import "server-only";
import type { ReactNode } from "react";

type Props<K extends string> = { children: ReactNode; params: Promise<Record<K, string>> };

// The layout of a record's pages: it loads the record (an unknown or malformed id calls notFound()) above the
// segment's loading boundary, so the 404 is decided before anything streams and the answer is a real HTTP 404.
// The load is React-cached, so the page below reuses it.
export function recordGate<K extends string>(key: K, load: (rawId: string) => Promise<unknown>) {
  return async function RecordGate({ children, params }: Props<K>) {
    await load((await params)[key]);
    return children;
  };
}
