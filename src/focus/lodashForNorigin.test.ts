import * as lodash from 'lodash-es';
import { describe, expect, it } from 'vitest';
import * as slim from './lodashForNorigin.ts';

/** The call shapes of @noriginmedia/norigin-spatial-navigation-core 4.1 (dist/index.mjs). */
const components: Record<string, { focusable: boolean; layout: { left: number; top: number } }> = {
  b: { focusable: true, layout: { left: 10, top: 0 } },
  a: { focusable: false, layout: { left: 0, top: 0 } },
  c: { focusable: true, layout: { left: 10, top: 0 } },
  d: { focusable: true, layout: { left: 5, top: 5 } },
};
const distance = (component: { layout: { left: number; top: number } }) =>
  Math.abs(component.layout.left) + Math.abs(component.layout.top);

describe('the lodash functions Norigin imports, against lodash-es', () => {
  it.each([
    ['sortBy over an array, ties in order', () => [Object.values(components), distance] as const],
    ['sortBy over an empty array', () => [[], distance] as const],
  ])('%s', (_, args) => {
    const [list, by] = args();
    expect(slim.sortBy(list, by)).toEqual(lodash.sortBy(list, by));
  });

  it('first of a sorted list, and of an empty one', () => {
    expect(slim.first(['x', 'y'])).toBe(lodash.first(['x', 'y']));
    expect(slim.first([])).toBe(lodash.first([]));
  });

  it('filter over an object of components', () => {
    const byFocusable = (component: { focusable: boolean }) => component.focusable;
    expect(slim.filter(components, byFocusable)).toEqual(lodash.filter(components, byFocusable));
  });

  it('findKey over a key map, found and not found', () => {
    const keyMap = { left: [37], up: [38], enter: [13, 415] };
    for (const code of [38, 415, 99]) {
      const has = (codes: number[]) => codes.includes(code);
      expect(slim.findKey(keyMap, has)).toBe(lodash.findKey(keyMap, has));
    }
  });

  it('difference of focus-key lists', () => {
    const cases: [string[], string[]][] = [
      [
        ['shell', 'home', 'row-1'],
        ['shell', 'home', 'row-2'],
      ],
      [[], ['shell']],
      [['shell'], []],
    ];
    for (const [a, b] of cases) {
      expect(slim.difference(a, b)).toEqual(lodash.difference(a, b));
    }
  });

  it('forEach and forOwn visit in order and stop when the iteratee returns false', () => {
    const seen = (walk: (visit: (value: unknown) => unknown) => void) => {
      const values: unknown[] = [];
      walk((value) => {
        values.push(value);
        return value !== 2;
      });
      return values;
    };
    const list = [1, 2, 3];
    expect(seen((visit) => slim.forEach(list, visit))).toEqual(seen((visit) => lodash.forEach(list, visit)));
    const object = { a: 1, b: 2, c: 3 };
    expect(seen((visit) => slim.forOwn(object, visit))).toEqual(
      seen((visit) => lodash.forOwn(object, visit)),
    );
  });

  it('assign copies own properties onto the target', () => {
    const target = { a: 1 };
    expect(slim.assign(target, { b: 2 })).toBe(target);
    expect(target).toEqual(lodash.assign({ a: 1 }, { b: 2 }));
  });
});
