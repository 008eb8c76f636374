import { createContext, runInContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  at,
  flat,
  flatMap,
  fromEntries,
  installModernPolyfills,
  trimEnd,
  trimStart,
} from './modernPolyfills.ts';

/*
 * Each polyfill against the engine's own built-in (Node 20 has them all) on the same cases: the same
 * result, or the same kind of error.
 */
function outcome(run: () => unknown): unknown {
  try {
    return { value: run() };
  } catch (error) {
    return { throws: (error as Error).constructor.name };
  }
}

/** [1, hole, [2, hole, 3]]: holes are skipped, as specified. */
const holey = Object.assign(new Array(3), { 0: 1, 2: Object.assign(new Array(3), { 0: 2, 2: 3 }) });
const arrayLike = { length: 3, 0: 'a', 1: ['b'], 2: 'c' };

/** A method as `Function.prototype.apply` sees it: any receiver, any arguments. */
type Method = (this: unknown, ...args: unknown[]) => unknown;

describe.each([
  ['flat', flat, Array.prototype.flat],
  ['at', at, Array.prototype.at],
] as [string, Method, Method][])('Array.prototype.%s', (_name, polyfill, native) => {
  it.each([
    [[1, [2, [3, [4]]]], []],
    [[1, [2, [3, [4]]]], [2]],
    [[1, [2, [3, [4]]]], [Infinity]],
    [[1, [2, [3, [4]]]], [0]],
    [[1, [2, [3, [4]]]], [-1]],
    [[1, [2, [3, [4]]]], [Number.NaN]],
    [[1, [2, [3, [4]]]], ['2']],
    [[1, [2, [3, [4]]]], [1.9]],
    [holey, []],
    [holey, [1]],
    [arrayLike, []],
    [arrayLike, [-1]],
    [[], [0]],
    [['x', 'y', 'z'], [-4]],
    [['x', 'y', 'z'], [3]],
    [['x', 'y', 'z'], [-Infinity]],
    [['x', 'y', 'z'], [undefined]],
    [null, []],
    [undefined, []],
    ['abc', [1]],
    [{ length: -5, 0: 'a' }, [0]],
  ])('on %j with %j', (receiver, args) => {
    expect(outcome(() => polyfill.apply(receiver, args))).toEqual(
      outcome(() => native.apply(receiver, args)),
    );
  });
});

describe('Array.prototype.flatMap', () => {
  const mappers: [string, unknown, unknown?][] = [
    ['to pairs', (value: unknown, index: number) => [value, index]],
    ['to nested arrays (flattened once)', (value: unknown) => [[value]]],
    ['to a value', (value: unknown) => `${value}!`],
    [
      'reading its this',
      function (this: { tag: string }, value: unknown) {
        return [this.tag, value];
      },
      { tag: 't' },
    ],
    ['that is not a function', 'no'],
  ];
  it.each(mappers)('with a mapper %s', (_name, mapper, thisArg) => {
    for (const receiver of [[1, 2, 3], holey, arrayLike, [], null]) {
      expect(outcome(() => flatMap.call(receiver, mapper as () => unknown, thisArg))).toEqual(
        outcome(() => Array.prototype.flatMap.call(receiver, mapper as () => unknown, thisArg)),
      );
    }
  });

  it('gives the mapper the value, its index and the source', () => {
    const seen: unknown[] = [];
    const source = ['a', 'b'];
    flatMap.call(source, (...args: unknown[]) => seen.push(args));
    expect(seen).toEqual([
      ['a', 0, source],
      ['b', 1, source],
    ]);
  });
});

describe('Object.fromEntries', () => {
  // Thunks: a generator is used up by the first of the two calls.
  it.each([
    [
      'pairs',
      () => [
        ['a', 1],
        ['b', 2],
      ],
    ],
    [
      'a Map',
      () =>
        new Map<unknown, unknown>([
          ['a', 1],
          [2, 'two'],
        ]),
    ],
    [
      'symbol and number keys',
      () => [
        [Symbol.for('s'), 1],
        [3, 'three'],
      ],
    ],
    [
      'a repeated key (the last wins)',
      () => [
        ['a', 1],
        ['a', 2],
      ],
    ],
    ['entries that are strings', () => ['ab', 'cd']],
    ['an entry that is no object', () => [['a', 1], 5]],
    [
      'a generator',
      function* () {
        yield ['x', 1];
      },
    ],
    ['null', () => null],
    ['something not iterable', () => ({})],
  ])('from %s', (_name, entries) => {
    const polyfilled = outcome(() => fromEntries(entries() as Iterable<unknown>));
    const native = outcome(() => Object.fromEntries(entries() as Iterable<[PropertyKey, unknown]>));
    expect(polyfilled).toEqual(native);
    if ('value' in (native as object)) {
      const value = (native as { value: object }).value;
      expect(Reflect.ownKeys((polyfilled as { value: object }).value)).toEqual(Reflect.ownKeys(value));
    }
  });

  it('makes "__proto__" an own property, as the built-in does, rather than setting the prototype', () => {
    const made = fromEntries([['__proto__', { polluted: true }]]);
    expect(Object.getPrototypeOf(made)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(made, '__proto__')).toEqual(
      Object.getOwnPropertyDescriptor(Object.fromEntries([['__proto__', { polluted: true }]]), '__proto__'),
    );
  });

  it('closes the iterator when an entry is bad, as the built-in does', () => {
    const closed: string[] = [];
    const entries = (label: string) => ({
      [Symbol.iterator]: () => ({
        next: () => ({ value: 7, done: false }),
        return: () => {
          closed.push(label);
          return { done: true, value: undefined };
        },
      }),
    });
    expect(() => fromEntries(entries('polyfill'))).toThrow(TypeError);
    expect(() => Object.fromEntries(entries('native') as Iterable<[string, unknown]>)).toThrow(TypeError);
    expect(closed).toEqual(['polyfill', 'native']);
  });
});

describe.each([
  ['trimStart', trimStart, String.prototype.trimStart],
  ['trimEnd', trimEnd, String.prototype.trimEnd],
] as const)('String.prototype.%s', (_name, polyfill, native) => {
  it.each([
    '  both  ',
    '\t\n\v\f\r \u00a0\u1680\u2000\u200a\u2028\u2029\u202f\u205f\u3000\ufefftext\ufeff\u3000 \n',
    '\u200bnot white space\u200b',
    '',
    '   ',
    'none',
    42,
    null,
    undefined,
  ])('on %j', (receiver) => {
    expect(outcome(() => polyfill.call(receiver))).toEqual(outcome(() => native.call(receiver as string)));
  });
});

describe('installModernPolyfills', () => {
  /** A fresh realm with the built-ins of an engine before Chromium 92 (webOS 5) taken out. */
  function oldEngine() {
    const context = createContext();
    const realm = runInContext(
      `delete Array.prototype.flat; delete Array.prototype.flatMap; delete Array.prototype.at;
      delete Object.fromEntries; delete String.prototype.trimStart; delete String.prototype.trimEnd;
      delete globalThis.globalThis;
      this;`,
      context,
    ) as typeof globalThis;
    return { realm, run: (code: string) => runInContext(code, context) };
  }

  it('provides each missing built-in as the engine does: writable, configurable, not enumerable', () => {
    const { realm, run } = oldEngine();
    expect(run('typeof [].at + typeof Object.fromEntries + typeof globalThis')).toBe(
      'undefinedundefinedundefined',
    );
    installModernPolyfills(realm);
    for (const [owner, name] of [
      [realm.Array.prototype, 'flat'],
      [realm.Array.prototype, 'flatMap'],
      [realm.Array.prototype, 'at'],
      [realm.Object, 'fromEntries'],
      [realm.String.prototype, 'trimStart'],
      [realm.String.prototype, 'trimEnd'],
      [realm, 'globalThis'],
    ] as const) {
      expect(Object.getOwnPropertyDescriptor(owner, name), name).toMatchObject({
        writable: true,
        enumerable: false,
        configurable: true,
      });
    }
    expect(run('globalThis === this && [1, [2, [3]]].flat().at(-1)[0] === 3')).toBe(true);
    expect(
      run('Object.keys(Object.fromEntries([["a", 1]])).concat(" x ".trimEnd(), " y ".trimStart())'),
    ).toEqual(['a', ' x', 'y ']);
    expect(run('[1, 2].flatMap((n) => [n, n * 10]).join()')).toBe('1,10,2,20');
  });

  it("leaves an engine's own built-ins in place", () => {
    const context = createContext();
    const realm = runInContext('this', context) as typeof globalThis;
    const own = realm.Array.prototype.at;
    installModernPolyfills(realm);
    expect(realm.Array.prototype.at).toBe(own);
    expect(runInContext('globalThis === this', context)).toBe(true);
  });
});
