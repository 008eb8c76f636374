/**
 * What Norigin's spatial navigation imports from lodash-es, in the size the first screen can carry
 * (issue 7: first-screen JS budget). Norigin calls every collection function below with a function
 * iteratee, never with lodash's shorthands (property paths, `matches` objects); supporting those
 * drags lodash's deep-equality and path machinery into the first screen, about 5 kB gzip that never
 * runs. throttle and debounce, whose timing rules are the hard part, are lodash's own.
 *
 * vite.config.ts resolves Norigin's `lodash-es` import to this module; lodashForNorigin.test.ts
 * checks each function against lodash-es on the call shapes Norigin uses.
 */
export { default as debounce } from 'lodash-es/debounce.js';
export { default as throttle } from 'lodash-es/throttle.js';

type Collection<T> = readonly T[] | Readonly<Record<string, T>>;

function valuesOf<T>(collection: Collection<T> | null | undefined): readonly T[] {
  if (!collection) return [];
  return Array.isArray(collection) ? collection : Object.values(collection);
}

export const assign = Object.assign;

export function first<T>(array: readonly T[] | null | undefined): T | undefined {
  return array?.[0];
}

/** Stable, like lodash: equal keys keep the collection's order. */
export function sortBy<T>(collection: Collection<T> | null | undefined, iteratee: (value: T) => number): T[] {
  return valuesOf(collection)
    .map((value, index) => ({ value, index, key: iteratee(value) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.index - b.index))
    .map((entry) => entry.value);
}

export function filter<T>(
  collection: Collection<T> | null | undefined,
  predicate: (value: T) => unknown,
): T[] {
  return valuesOf(collection).filter((value) => predicate(value));
}

export function findKey<T>(
  object: Readonly<Record<string, T>> | null | undefined,
  predicate: (value: T) => unknown,
): string | undefined {
  if (!object) return undefined;
  return Object.keys(object).find((key) => predicate(object[key] as T));
}

/** Like lodash, an iteratee that returns false ends the walk. */
export function forEach<T>(array: readonly T[] | null | undefined, iteratee: (value: T) => unknown): void {
  for (const value of array ?? []) if (iteratee(value) === false) return;
}

export function forOwn<T>(
  object: Readonly<Record<string, T>> | null | undefined,
  iteratee: (value: T, key: string) => unknown,
): void {
  const source = object ?? {};
  for (const key of Object.keys(source)) if (iteratee(source[key] as T, key) === false) return;
}

/** The values of `array` not in `excluded` (SameValueZero, as lodash). */
export function difference<T>(array: readonly T[] | null | undefined, excluded: readonly T[]): T[] {
  const skip = new Set(excluded);
  return (array ?? []).filter((value) => !skip.has(value));
}
