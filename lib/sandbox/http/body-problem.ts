export const MAX_DEPTH = 32;

export type BodyProblem = { path: string; message: string };

// Walks a parsed body without recursion: PostgreSQL text cannot hold U+0000, and no resource of the API nests
// deeper than a few levels, so a string with NUL or a structure deeper than MAX_DEPTH is refused up front.
export function bodyProblem(value: unknown): BodyProblem | undefined {
  const stack: { v: unknown; path: string[] }[] = [{ v: value, path: [] }];
  while (stack.length) {
    const { v, path } = stack.pop()!;
    const at = path.join(".") || "body";
    if (typeof v === "string") {
      if (v.includes("\u0000")) return { path: at, message: "NUL characters are not allowed" };
      continue;
    }
    if (v === null || typeof v !== "object") continue;
    if (path.length >= MAX_DEPTH)
      return { path: at, message: `the body nests deeper than ${MAX_DEPTH} levels` };
    for (const [k, child] of Object.entries(v)) {
      if (k.includes("\u0000"))
        return { path: [...path, k].join("."), message: "NUL characters are not allowed" };
      stack.push({ v: child, path: [...path, k] });
    }
  }
  return undefined;
}
