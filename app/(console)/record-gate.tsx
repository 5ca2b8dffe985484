import "server-only";
import type { ReactNode } from "react";

type Props<K extends string> = { children: ReactNode; params: Promise<Record<K, string>> };

// Loads the record above the segment's loading boundary, so an unknown id is a real HTTP 404 decided before
// anything streams. React-cached, so the page below reuses the load.
export function recordGate<K extends string>(key: K, load: (rawId: string) => Promise<unknown>) {
  return async function RecordGate({ children, params }: Props<K>) {
    await load((await params)[key]);
    return children;
  };
}
