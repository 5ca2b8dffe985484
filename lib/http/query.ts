export type QueryProblem = { path: string; message: string };

// A query string as one value per name. A repeated name (`statusId=1&statusId=2`) or a bracketed one
// (`statusId[]=1`) would otherwise be read as its last value or not at all, filtering by something the caller
// did not ask for: both are refused, naming the parameter and the form that is read (a comma-separated list).
export function readQuery(
  params: URLSearchParams,
): { ok: true; query: Record<string, string> } | { ok: false; problem: QueryProblem } {
  const query: Record<string, string> = {};
  for (const [name, value] of params) {
    const bare = name.replace(/\[.*$/, "");
    if (bare !== name || name.includes("]"))
      return {
        ok: false,
        problem: { path: bare || name, message: `write ${bare || "the name"}=a,b instead of ${name}=…` },
      };
    if (Object.hasOwn(query, name))
      return {
        ok: false,
        problem: { path: name, message: `${name} is given more than once; give one value (a list as a,b)` },
      };
    query[name] = value;
  }
  return { ok: true, query };
}
