import { MAX_OPTIONS } from "@/lib/partner-api/contract/values";

// The single_select options editor's rules, the API's own (no blanks, no duplicates, at most MAX_OPTIONS) checked
// per row so each message lands on the option it is about.
export function optionErrors(options: readonly string[]): (string | undefined)[] {
  const seen = new Set<string>();
  return options.map((raw) => {
    const o = raw.trim();
    if (o === "") return "An option may not be blank.";
    if (seen.has(o)) return `"${o}" is already an option.`;
    seen.add(o);
    return undefined;
  });
}

export function optionListError(type: string, options: readonly string[]): string | undefined {
  if (type !== "single_select") return undefined;
  if (options.length === 0) return "A single select needs at least one option.";
  if (options.length > MAX_OPTIONS) return `At most ${MAX_OPTIONS} options.`;
  return undefined;
}
