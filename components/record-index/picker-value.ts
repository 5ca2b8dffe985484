// A picker field's value is an id as text ("" for none). While typed text is not yet picked, it holds this
// prefix and the text: the form's schema refuses it (not an id), so it is never sent.
export const UNPICKED = "?";

// What the picker's box shows for a value: the record's name when it names it, else the id.
export function pickerText(value: string, current?: { id: number; name: string } | null): string {
  if (value === "") return "";
  if (value.startsWith(UNPICKED)) return value.slice(UNPICKED.length);
  return current && String(current.id) === value ? current.name : `#${value}`;
}

// The box's placeholder until something is typed: the field's own and the lazily loaded picker's alike.
export const placeholderOf = (noun: string) =>
  `Type ${/^[aeiou]/.test(noun) ? "an" : "a"} ${noun}'s name or id`;
