import { describe, expect, it } from 'vitest';
import { type GridKey, gridKeyTarget } from './gridKeys.ts';

// 23 cards in 5 columns: rows 0-4, 5-9, 10-14, 15-19, 20-22; two rows per page.
describe('gridKeyTarget (spec: browsing 2, Card grid)', () => {
  it.each([
    ['Home', false, 7, 5],
    ['End', false, 7, 9],
    ['End', false, 21, 22],
    ['Home', true, 17, 0],
    ['End', true, 3, 22],
    ['PageDown', false, 2, 12],
    ['PageDown', false, 12, 22],
    ['PageDown', false, 22, 22],
    ['PageUp', false, 17, 7],
    ['PageUp', false, 7, 2],
    ['PageUp', false, 2, 2],
  ] as const)('%s (ctrl %s) from %i -> %i', (key: GridKey, ctrl, from, expected) => {
    expect(gridKeyTarget(key, ctrl, from, 23, 5, 2)).toBe(expected);
  });

  it('has nowhere to go in an empty grid', () => {
    expect(gridKeyTarget('Home', false, 0, 0, 5, 2)).toBe(-1);
  });
});

// The same 23 cards at each column count of spec 9 (2, 3, 4 and 5), two rows per page.
describe('gridKeyTarget at every column count (spec: browsing 9, Grid columns)', () => {
  it.each([
    [2, 'Home', false, 7, 6],
    [2, 'End', false, 6, 7],
    [2, 'End', false, 22, 22],
    [2, 'PageDown', false, 3, 7],
    [2, 'PageUp', false, 3, 1],
    [3, 'Home', false, 7, 6],
    [3, 'End', false, 7, 8],
    [3, 'End', false, 21, 22],
    [3, 'PageDown', false, 4, 10],
    [3, 'PageDown', false, 20, 22],
    [3, 'PageUp', false, 10, 4],
    [4, 'Home', false, 7, 4],
    [4, 'End', false, 4, 7],
    [4, 'End', false, 21, 22],
    [4, 'PageDown', false, 5, 13],
    [4, 'PageUp', false, 13, 5],
    [4, 'PageUp', false, 6, 2],
    [5, 'End', true, 0, 22],
    [2, 'Home', true, 22, 0],
  ] as const)('%i columns: %s (ctrl %s) from %i -> %i', (columns, key: GridKey, ctrl, from, expected) => {
    expect(gridKeyTarget(key, ctrl, from, 23, columns, 2)).toBe(expected);
  });
});
