import type { FieldValues, Resolver } from "react-hook-form";

// A form's resolver whose schema (and zod with it) loads at the first validation, or earlier on preload(), not
// with the page: the forms validate on submit first, and the server validates again anyway.
export function lazyResolver<T extends FieldValues>(
  load: () => Promise<Resolver<T>>,
): Resolver<T> & { preload: () => void } {
  let resolver: Promise<Resolver<T>> | undefined;
  const get = () => (resolver ??= load());
  const lazy: Resolver<T> = async (values, context, options) => (await get())(values, context, options);
  return Object.assign(lazy, { preload: () => void get() });
}
