/*
 * The built-ins that the modern build's oldest engines lack and the app's chunks call: TVs on Chromium
 * 64-91 (webOS 5 and 6, Tizen 5.5 to 6.5) miss Array#flat and #flatMap (Chromium 69), Array#at (92),
 * Object.fromEntries (73), globalThis (71), String#trimStart and #trimEnd (66). The page runs this file
 * only where one of them is missing (scripts/build/modernPolyfills.ts), before any of the app's modules.
 *
 * Written here rather than taken from core-js: core-js's modules for these seven carry its shared
 * runtime (property descriptors, well-known symbols, internal state), 7.0 kB gzip of a TV's first
 * screen; these are 0.6 kB. Each follows its specification's steps, and modernPolyfills.test.ts checks
 * each against the engine's own on a table of cases. One step is left out: flat and flatMap return a
 * plain Array for a subclass of Array (no species constructor), which nothing in the app subclasses.
 */

/** ToIntegerOrInfinity (ECMA-262 7.1.5). */
function toIntegerOrInfinity(value: unknown): number {
  const number = Number(value);
  if (Number.isNaN(number) || number === 0) return 0;
  return Number.isFinite(number) ? Math.trunc(number) : number;
}

/** ToLength (7.1.20). */
function toLength(value: unknown): number {
  return Math.min(Math.max(toIntegerOrInfinity(value), 0), Number.MAX_SAFE_INTEGER);
}

/** ToObject (7.1.18) for a method's receiver. */
function receiver(value: unknown, method: string): ArrayLike<unknown> {
  if (value === null || value === undefined) throw new TypeError(`${method} called on null or undefined`);
  return Object(value);
}

/** FlattenIntoArray (Array.prototype.flat's 23.1.3.13.1), without a mapper. */
function flattenInto(target: unknown[], source: ArrayLike<unknown>, depth: number): void {
  const length = toLength(source.length);
  for (let index = 0; index < length; index += 1) {
    if (!(index in source)) continue;
    const element = source[index];
    if (depth > 0 && Array.isArray(element)) flattenInto(target, element, depth - 1);
    else target.push(element);
  }
}

export function flat(this: unknown, depth?: unknown): unknown[] {
  const source = receiver(this, 'Array.prototype.flat');
  const target: unknown[] = [];
  flattenInto(target, source, depth === undefined ? 1 : toIntegerOrInfinity(depth));
  return target;
}

export function flatMap(
  this: unknown,
  mapper: (value: unknown, index: number, source: ArrayLike<unknown>) => unknown,
  thisArg?: unknown,
): unknown[] {
  const source = receiver(this, 'Array.prototype.flatMap');
  const length = toLength(source.length);
  if (typeof mapper !== 'function')
    throw new TypeError('Array.prototype.flatMap: the mapper is not a function');
  const target: unknown[] = [];
  for (let index = 0; index < length; index += 1) {
    if (!(index in source)) continue;
    const mapped = mapper.call(thisArg, source[index], index, source);
    if (Array.isArray(mapped)) flattenInto(target, mapped, 0);
    else target.push(mapped);
  }
  return target;
}

export function at(this: unknown, index: unknown): unknown {
  const source = receiver(this, 'Array.prototype.at');
  const length = toLength(source.length);
  const relative = toIntegerOrInfinity(index);
  const position = relative >= 0 ? relative : length + relative;
  return position < 0 || position >= length ? undefined : source[position];
}

export function fromEntries(entries: Iterable<unknown>): Record<PropertyKey, unknown> {
  if (entries === null || entries === undefined) throw new TypeError('Object.fromEntries needs an iterable');
  const result: Record<PropertyKey, unknown> = {};
  for (const entry of entries) {
    if (Object(entry) !== entry)
      throw new TypeError(`Iterator value ${String(entry)} is not an entry object`);
    const pair = entry as ArrayLike<unknown>;
    // CreateDataPropertyOrThrow: an own property even for "__proto__", which assignment would not make.
    Object.defineProperty(result, pair[0] as PropertyKey, {
      value: pair[1],
      writable: true,
      enumerable: true,
      configurable: true,
    });
  }
  return result;
}

/** WhiteSpace and LineTerminator (12.2, 12.3): exactly what `\s` matches. */
const isSpace = (character: string) => /\s/.test(character);

function thisString(value: unknown, method: string): string {
  if (value === null || value === undefined) throw new TypeError(`${method} called on null or undefined`);
  return String(value);
}

export function trimStart(this: unknown): string {
  const text = thisString(this, 'String.prototype.trimStart');
  let start = 0;
  while (start < text.length && isSpace(text.charAt(start))) start += 1;
  return text.slice(start);
}

export function trimEnd(this: unknown): string {
  const text = thisString(this, 'String.prototype.trimEnd');
  let end = text.length;
  while (end > 0 && isSpace(text.charAt(end - 1))) end -= 1;
  return text.slice(0, end);
}

/** Defines a missing built-in as the engine would: writable, configurable, not enumerable. */
function provide(target: object, name: string, value: unknown): void {
  if (name in target) return;
  Object.defineProperty(target, name, { value, writable: true, enumerable: false, configurable: true });
}

/** Every built-in this file provides, by where it lives; the page's test for each is in scripts/build/modernPolyfills.ts. */
export function installModernPolyfills(global: typeof globalThis): void {
  provide(global.Array.prototype, 'flat', flat);
  provide(global.Array.prototype, 'flatMap', flatMap);
  provide(global.Array.prototype, 'at', at);
  provide(global.Object, 'fromEntries', fromEntries);
  provide(global.String.prototype, 'trimStart', trimStart);
  provide(global.String.prototype, 'trimEnd', trimEnd);
  provide(global, 'globalThis', global);
}
