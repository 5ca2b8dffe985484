import type { IndexKind } from "./rows";

// Orders search candidates of every kind into one list: an exact id first, then names starting with the text,
// then the closer match, then the shorter name.
export type Candidate = {
  kind: IndexKind;
  id: number;
  name: string;
  score: number;
  clientName: string | null;
  clientEmail: string | null;
  city: string | null;
};

const kindOrder: Record<IndexKind, number> = { project: 0, lead: 1, client: 2 };

export function rankCandidates(q: string, candidates: Candidate[], limit: number): Candidate[] {
  const needle = q.trim().toLowerCase();
  const idWanted = /^#?\d{1,15}$/.test(needle) ? Number(needle.replace("#", "")) : null;
  const weight = (c: Candidate) => {
    const name = c.name.toLowerCase();
    let w = c.score;
    if (c.id === idWanted && c.kind !== "client") w += 3;
    if (name === needle) w += 2;
    else if (name.startsWith(needle)) w += 1;
    else if (name.includes(needle)) w += 0.5;
    return w;
  };
  return candidates
    .map((c) => ({ c, w: weight(c) }))
    .sort(
      (a, b) =>
        b.w - a.w ||
        a.c.name.length - b.c.name.length ||
        kindOrder[a.c.kind] - kindOrder[b.c.kind] ||
        a.c.id - b.c.id,
    )
    .slice(0, limit)
    .map((x) => x.c);
}

// What tells same-named rows apart: the client (or the client's email), the city, the id.
export function detailOf(c: Pick<Candidate, "kind" | "id" | "clientName" | "clientEmail" | "city">): string {
  const parts = c.kind === "client" ? [c.clientEmail] : [c.clientName, c.city];
  return [...parts.filter(Boolean), `#${c.id}`].join(" · ");
}

export function hrefOf(kind: IndexKind, id: number): string {
  return kind === "project"
    ? `/projects/${id}`
    : kind === "lead"
      ? `/leads/${id}`
      : `/projects?contact=${id}`;
}
